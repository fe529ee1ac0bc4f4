import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { type Actor, ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { ServiceClients } from '../rpc/service-clients';
import { SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor | null;
  }
}

/**
 * Who is calling, from the session. Premium and user type are read from identity-svc
 * (cached for one second per user) so an upgrade shows at once, not at next sign-in.
 */
@Injectable()
export class ActorResolver {
  private readonly cache = new Map<string, { actor: Actor | null; at: number }>();

  constructor(
    private readonly sessions: SessionService,
    private readonly services: ServiceClients,
  ) {}

  async resolve(request: FastifyRequest): Promise<Actor | null> {
    if (request.actor !== undefined) return request.actor;
    const userId = await this.sessions.userId(request);
    request.actor = userId ? await this.lookup(userId) : null;
    return request.actor;
  }

  forget(userId: string) {
    this.cache.delete(userId);
  }

  private async lookup(userId: string): Promise<Actor | null> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < 1000) return hit.actor;
    const actor = await this.services.call('identity.get-actor', { userId });
    if (this.cache.size > 10000) this.cache.clear();
    this.cache.set(userId, { actor, at: Date.now() });
    return actor;
  }
}

/** Resolves the caller for every request that reaches a handler. */
@Injectable()
export class ActorGuard implements CanActivate {
  constructor(private readonly actors: ActorResolver) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.actors.resolve(context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}

@Injectable()
class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<FastifyRequest>().actor) {
      throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    }
    return true;
  }
}

/** Premium-only reads answer 403 to anyone who is not a premium member, visitors included. */
@Injectable()
class PremiumGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const actor = context.switchToHttp().getRequest<FastifyRequest>().actor;
    if (!actor?.isPremium) throw new DomainError(ErrorCode.PremiumRequired, errorMessage.premiumRequired);
    return true;
  }
}

export const SignedIn = () => UseGuards(SignedInGuard);
export const Premium = () => UseGuards(PremiumGuard);

export const CurrentActor = createParamDecorator(
  (_: unknown, context: ExecutionContext): Actor | null => context.switchToHttp().getRequest<FastifyRequest>().actor ?? null,
);

/** For handlers behind `@SignedIn()`: the actor, never null. */
export const SignedInActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<FastifyRequest>().actor;
  if (!actor) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
  return actor;
});
