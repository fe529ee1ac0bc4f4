import { applyDecorators, type ArgumentsHost, Catch, type ExceptionFilter, UseFilters } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { JSON_MESSAGE_ERRORS, sendError } from './errors';

/**
 * For a form whose page shows the server's words from a `message` field (the waitlist, spec
 * §7): every error the route answers is `{ "message": ... }` as JSON with its status, whoever
 * asks, from the body's validation to an unreachable service and a body that is not JSON (the
 * global filter, Fastify's error handler and `jsonOnly` read the route's mark). Every other
 * route answers errors in plain text.
 */
export const JsonMessageErrors = () => applyDecorators(RouteConfig({ [JSON_MESSAGE_ERRORS]: true }), UseFilters(JsonMessageErrorFilter));

@Catch()
export class JsonMessageErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    return sendError(host.switchToHttp().getResponse<FastifyReply>(), error, 'json');
  }
}
