import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { type Actor, ErrorCode, errorMessage, type User } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { ACCESS_METADATA } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';
import { SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor | null;
  }
}

/** How long a member's actor and account stay cached in one gateway process. */
const MEMBER_CACHE_MS = 1000;
const MEMBER_CACHE_SIZE = 10000;

/**
 * Who is calling, from the session. Premium and user type are read from identity-svc
 * (cached for one second per user) so an upgrade shows at once, not at next sign-in. The
 * member's own account (`GET /api/auth/user`, which every page asks for) is cached the same
 * second; a change made through this gateway forgets both at once.
 */
@Injectable()
export class ActorResolver {
  private readonly cache = new Map<string, { actor: Actor | null; at: number }>();
  private readonly users = new Map<string, { user: User | null; at: number }>();

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
    this.users.delete(userId);
  }

  /** The signed-in member's account, as identity-svc has it (at most a second old). */
  async user(actor: Actor): Promise<User | null> {
    const hit = this.users.get(actor.userId);
    if (hit && Date.now() - hit.at < MEMBER_CACHE_MS) return hit.user;
    const user = await this.services.call('identity.get-user', { userId: actor.userId }, actor);
    if (this.users.size > MEMBER_CACHE_SIZE) this.users.clear();
    this.users.set(actor.userId, { user, at: Date.now() });
    return user;
  }

  private async lookup(userId: string): Promise<Actor | null> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < MEMBER_CACHE_MS) return hit.actor;
    const actor = await this.services.call('identity.get-actor', { userId });
    if (this.cache.size > MEMBER_CACHE_SIZE) this.cache.clear();
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

export const SignedIn = () => applyDecorators(SetMetadata(ACCESS_METADATA, 'signed-in'), UseGuards(SignedInGuard));
/** Premium only; a visitor is told the item is premium (403), as the library shows it. */
export const Premium = () => applyDecorators(SetMetadata(ACCESS_METADATA, 'premium'), UseGuards(PremiumGuard));
/** A premium member's own feature (the coach): sign-in first (401), then premium (403). */
export const PremiumMember = () => applyDecorators(SetMetadata(ACCESS_METADATA, 'premium'), UseGuards(SignedInGuard, PremiumGuard));

export const CurrentActor = createParamDecorator(
  (_: unknown, context: ExecutionContext): Actor | null => context.switchToHttp().getRequest<FastifyRequest>().actor ?? null,
);

/** For handlers behind `@SignedIn()`: the actor, never null. */
export const SignedInActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<FastifyRequest>().actor;
  if (!actor) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
  return actor;
});
