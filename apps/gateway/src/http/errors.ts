import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, NotFoundException } from '@nestjs/common';
import { ErrorCode, errorMessage, errorStatus, maxBodyBytes } from '@kiin/contracts';
import { DomainError, logger, requestContext } from '@kiin/service-kit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every non-OK answer is plain text a person can read; the web app shows it as
 * `status: body` (spec §8). A 500 is logged once with its request id and the client gets
 * the id, never a stack.
 */
export function toPlainError(error: unknown): { status: number; message: string } {
  if (error instanceof DomainError) return { status: errorStatus[error.code], message: error.message };
  const fastify = error as Partial<FastifyError>;
  switch (fastify.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: errorMessage.payloadTooLarge(maxBodyBytes) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 415, message: errorMessage.unsupportedMediaType };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'Request body is empty: send a JSON object.' };
    default:
      break;
  }
  if (error instanceof SyntaxError || fastify.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, message: `Malformed JSON in request body: ${(error as Error).message}` };
  }
  if (error instanceof HttpException) {
    // Fastify's body-parsing errors reach here wrapped by Nest.
    const status = error.getStatus();
    if (status === 404) return { status, message: 'Not found' };
    if (status === 413) return { status, message: errorMessage.payloadTooLarge(maxBodyBytes) };
    if (status === 415) return { status, message: errorMessage.unsupportedMediaType };
    if (status === 400 && /JSON/i.test(error.message)) {
      return { status, message: `Malformed JSON in request body: ${error.message}` };
    }
    return { status, message: error.message };
  }
  if (typeof fastify.statusCode === 'number' && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    return { status: fastify.statusCode, message: fastify.message ?? 'Bad request' };
  }
  const requestId = requestContext.get()?.requestId ?? 'unknown';
  logger().error({ err: error }, 'unhandled error');
  return { status: errorStatus[ErrorCode.Internal], message: errorMessage.internal(requestId) };
}

/** The route config key that marks a route answering its errors as JSON `{ message }` (see `JsonMessageErrors`). */
export const JSON_MESSAGE_ERRORS = 'jsonMessageErrors';

/** How the route this request matched answers errors: plain text, or JSON for a marked route. */
export function errorFormOf(request: FastifyRequest): 'plain' | 'json' {
  const config = request.routeOptions?.config as unknown as Record<string, unknown> | undefined;
  return config?.[JSON_MESSAGE_ERRORS] === true ? 'json' : 'plain';
}

/** When a rate limit does not say, clients wait this long (seconds) before trying again. */
export const defaultRetryAfterSeconds = 60;

/** The answer to an error: plain text, or `{ "message": ... }` for a route that answers JSON errors. */
export function sendError(reply: FastifyReply, error: unknown, form: 'plain' | 'json'): FastifyReply {
  const { status, message } = toPlainError(error);
  if (status === 429) {
    const seconds = error instanceof DomainError && error.retryAfterSeconds ? error.retryAfterSeconds : defaultRetryAfterSeconds;
    void reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
  }
  if (form === 'json') return reply.status(status).type('application/json; charset=utf-8').send({ message });
  return reply.status(status).type('text/plain; charset=utf-8').send(message);
}

/** Answers a request that matched no route (the web app's pages land here). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

@Catch()
export class PlainErrorFilter implements ExceptionFilter {
  constructor(private readonly notFound?: NotFoundFallback) {}

  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    // Nest's router answers an unmatched path with a NotFoundException without a route.
    const request = http.getRequest<FastifyRequest>();
    if (this.notFound && error instanceof NotFoundException && !request.routeOptions?.url) {
      return this.notFound(request, reply);
    }
    return sendError(reply, error, errorFormOf(request));
  }
}
