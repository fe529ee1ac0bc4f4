import { Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  errorMessage,
  type SignInBody,
  SignInBodySchema,
  type SignUpBody,
  SignUpBodySchema,
  type User,
  type UserTypeBody,
  UserTypeBodySchema,
} from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { ValidBody } from '../http/zod-body';
import { ServiceClients } from '../rpc/service-clients';
import { ActorResolver, SignedIn, SignedInActor } from './actor';
import { RateLimiter } from './rate-limiter';
import { SessionService } from './session.service';

const WINDOW_SECONDS = 15 * 60;

/** A same-site path to come back to after signing in; anything else falls back to `/`. */
export function safeReturnTo(candidate: unknown): string {
  if (typeof candidate !== 'string') return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  if (candidate.startsWith('/api/') || candidate.length > 500) return '/';
  return candidate;
}

@Controller('api')
export class AuthController {
  constructor(
    private readonly services: ServiceClients,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly actors: ActorResolver,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /** Browser navigation: the sign-in page, returning to where the user was. */
  @Get('login')
  login(@Query('returnTo') returnTo: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    let target = safeReturnTo(returnTo);
    if (returnTo === undefined && request.headers.referer) {
      try {
        const referer = new URL(request.headers.referer);
        if (referer.origin === this.env.PUBLIC_ORIGIN) target = safeReturnTo(referer.pathname + referer.search);
      } catch {
        /* not a URL: keep `/` */
      }
    }
    return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(target)}`, 302);
  }

  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.sessions.end(request, reply);
    return reply.redirect('/', 302);
  }

  @Post('auth/sign-up')
  @HttpCode(201)
  async signUp(
    @ValidBody(SignUpBodySchema) body: SignUpBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User> {
    if ((await this.limiter.hit('signup:ip', request.ip, 3600)) > this.env.SIGNUP_MAX_PER_CLIENT) {
      throw new DomainError(ErrorCode.RateLimited, 'Too many new accounts from this network. Please try again in an hour.');
    }
    const user = await this.services.call('identity.sign-up', body);
    await this.sessions.start(request, reply, user.id);
    return user;
  }

  /**
   * Wrong password and unknown email get the same answer. Limits: failures per account and
   * attempts per client address, each over 15 minutes.
   */
  @Post('auth/sign-in')
  @HttpCode(200)
  async signIn(
    @ValidBody(SignInBodySchema) body: SignInBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User> {
    const account = body.email.toLowerCase();
    const attempts = await this.limiter.hit('signin:ip', request.ip, WINDOW_SECONDS);
    const failures = await this.limiter.count('signin:account', account);
    if (attempts > this.env.SIGNIN_MAX_ATTEMPTS_PER_CLIENT || failures >= this.env.SIGNIN_MAX_FAILURES_PER_ACCOUNT) {
      throw new DomainError(ErrorCode.RateLimited, errorMessage.signInRateLimited);
    }
    try {
      const user = await this.services.call('identity.sign-in', body);
      await this.limiter.reset('signin:account', account);
      await this.sessions.start(request, reply, user.id);
      return user;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.InvalidCredentials) {
        await this.limiter.hit('signin:account', account, WINDOW_SECONDS);
      }
      throw error;
    }
  }

  @Get('auth/user')
  @SignedIn()
  async user(@SignedInActor() actor: Actor): Promise<User> {
    const user = await this.services.call('identity.get-user', { userId: actor.userId }, actor);
    if (!user) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    return user;
  }

  @Put('users/type')
  @SignedIn()
  async setType(@ValidBody(UserTypeBodySchema) body: UserTypeBody, @SignedInActor() actor: Actor): Promise<User> {
    const user = await this.services.call('identity.set-user-type', body, actor);
    this.actors.forget(actor.userId);
    return user;
  }
}
