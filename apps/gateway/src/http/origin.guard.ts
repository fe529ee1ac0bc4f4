import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for state-changing calls, on top of SameSite=Lax:
 * a browser's Origin must be one of PUBLIC_ORIGIN's, and Sec-Fetch-Site must say this site.
 * Non-browser clients that send neither header are let through; they carry no cookie
 * a browser would attach for an attacker.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (safeMethods.has(request.method)) return true;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    // Only the configured public origin(s): an Origin merely equal to the Host header proves
    // nothing (an attacker's own DNS name pointing here would match it).
    const originOk = origin === undefined || this.env.publicOrigins.includes(origin);
    const siteOk = site === undefined || site === 'same-origin' || site === 'none';
    if (!originOk || !siteOk) throw new DomainError(ErrorCode.ForbiddenOrigin, errorMessage.forbiddenOrigin);
    return true;
  }
}
