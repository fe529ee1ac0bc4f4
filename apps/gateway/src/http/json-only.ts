import { RouteConfig } from '@nestjs/platform-fastify';
import { ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorFormOf, sendError } from './errors';

const ACCEPTS_BODY = 'acceptsBody';
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one way for a route to take a body that is not JSON (a payment provider's webhook, say):
 * list the media types it reads. The gateway is built with `rawBody`, so such a handler can
 * read the exact bytes as `request.rawBody` (`RawBodyRequest<FastifyRequest>`). Every other
 * state-changing route takes JSON only.
 */
export const AcceptsBody = (...mediaTypes: string[]) => RouteConfig({ [ACCEPTS_BODY]: mediaTypes.map((t) => t.toLowerCase()) });

const mediaTypeOf = (header: string | undefined): string | null => (header ? header.split(';')[0].trim().toLowerCase() : null);

/** Is there a body the request means to send? A length above zero or a chunked body. */
const hasBody = (request: FastifyRequest): boolean => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * `onRequest` hook: a state-changing call with a body (or a declared type) must send
 * `application/json`, before anything parses it: a form (`application/x-www-form-urlencoded`,
 * `multipart/form-data`, `text/plain`) is what a cross-site page can post, so it gets 415.
 */
export async function jsonOnly(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!stateChanging.has(request.method)) return undefined;
  const type = mediaTypeOf(request.headers['content-type']);
  if (type === null && !hasBody(request)) return undefined;
  if (type === 'application/json') return undefined;
  const accepted = (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[ACCEPTS_BODY];
  if (type !== null && Array.isArray(accepted) && accepted.includes(type)) return undefined;
  const refusal = new DomainError(ErrorCode.UnsupportedMediaType, errorMessage.unsupportedMediaType);
  return sendError(reply, refusal, errorFormOf(request));
}
