import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPlainError, toPlainError } from './errors';

/**
 * For forms whose page shows the server's words from a `message` field (the waitlist, spec
 * §7): a caller that asks for JSON (`Accept: application/json`) gets `{ "message": ... }`
 * with the same status; any other caller gets the plain-text answer every route gives.
 */
@Catch()
export class JsonMessageErrors implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const accept = http.getRequest<FastifyRequest>().headers.accept ?? '';
    if (!/\bapplication\/json\b/i.test(accept)) return sendPlainError(reply, error);
    const { status, message } = toPlainError(error);
    return reply.status(status).type('application/json; charset=utf-8').send({ message });
  }
}
