import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Actor, ErrorCode, errorMessage, type User } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { ACCESS_METADATA } from '../openapi/endpoint';
import { MemberState } from '../members/member-state';
import { SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor | null;
  }
}

/**
 * Who is calling, from the session. Premium, user type and staff roles are identity-svc's, read
 * through `MemberState`: kept between requests only until an event or a change through any
 * gateway replica says they changed (ADR 23), so an upgrade counts at the next request.
 */
@Injectable()
export class ActorResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly members: MemberState,
  ) {}

  /** `fresh`: asked of identity whatever is kept (staff routes, the access check). */
  async resolve(request: FastifyRequest, { fresh = false } = {}): Promise<Actor | null> {
    if (request.actor !== undefined) return request.actor;
    const userId = await this.sessions.userId(request);
    request.actor = userId ? await this.members.actor(userId, { fresh }) : null;
    return request.actor;
  }

  /** Identity has committed a change to the member made through this gateway: every replica reads them afresh. */
  changed(userId: string): Promise<void> {
    return this.members.changed(userId);
  }

  /** The signed-in member's account, as identity-svc has it. */
  user(actor: Actor): Promise<User | null> {
    return this.members.user(actor);
  }
}

const READS_ROLES = 'kiin:reads-roles';
/**
 * The answer depends on the member's staff roles, which no event announces when granted on
 * the command line: the caller is read from identity, not from what the gateway kept. Staff
 * routes (`@RequiresAccess`) are read so without it.
 */
export const ReadsRoles = () => SetMetadata(READS_ROLES, true);

/** Resolves the caller for every request that reaches a handler. */
@Injectable()
export class ActorGuard implements CanActivate {
  constructor(
    private readonly actors: ActorResolver,
    private readonly reflector: Reflector,
  ) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const fresh =
      this.reflector.getAllAndOverride<string | undefined>(ACCESS_METADATA, targets) === 'staff' ||
      this.reflector.getAllAndOverride<boolean | undefined>(READS_ROLES, targets) === true;
    await this.actors.resolve(context.switchToHttp().getRequest<FastifyRequest>(), { fresh });
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
