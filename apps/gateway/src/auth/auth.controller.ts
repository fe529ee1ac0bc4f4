import { Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  type Accepted,
  AcceptedSchema,
  type Access,
  AccessSchema,
  type Actor,
  ErrorCode,
  safeReturnTo,
  errorMessage,
  permissionsOf,
  type SignInBody,
  SignInBodySchema,
  type SignUpBody,
  SignUpBodySchema,
  type User,
  UserSchema,
  type UserTypeBody,
  UserTypeBodySchema,
} from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { AcceptsBody } from '../http/json-only';
import { ValidBody } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';
import { ActorResolver, ReadsRoles, SignedIn, SignedInActor } from './actor';
import { isSameSiteNavigation, logoutConfirmationPage } from './logout-page';

/** Where signing out lands: the home page, which tells the reader it happened. */
const signedOutHome = '/?account=signed-out';
import { mailWithinAllowance } from './mail-allowance';
import { RateLimiter } from './rate-limiter';
import { SessionService } from './session.service';
import { SignInThrottle } from './sign-in-throttle';

/** A same-site path to come back to after signing in (the one rule in contracts); anything else is `/`. */
export { safeReturnTo };

@Controller('api')
export class AuthController {
  constructor(
    private readonly services: ServiceClients,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly actors: ActorResolver,
    private readonly signInThrottle: SignInThrottle,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /**
   * Browser navigation: the sign-in page, returning to where the user was. `?mode=sign-up`
   * (the one other mode) opens it on the create-account form.
   */
  @Get('login')
  @Endpoint({ summary: 'Start sign-in (redirects to /sign-in)', tag: 'auth', navigation: true })
  login(@Query('returnTo') returnTo: unknown, @Query('mode') mode: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    let target = safeReturnTo(returnTo);
    if (returnTo === undefined && request.headers.referer) {
      try {
        const referer = new URL(request.headers.referer);
        if (referer.origin === this.env.PUBLIC_ORIGIN) target = safeReturnTo(referer.pathname + referer.search);
      } catch {
        /* not a URL: keep `/` */
      }
    }
    const signUp = mode === 'sign-up' ? '&mode=sign-up' : '';
    return reply.redirect(`/sign-in?returnTo=${encodeURIComponent(target)}${signUp}`, 302);
  }

  /**
   * Browser navigation. Ends the session only when the navigation started on this site;
   * a link from elsewhere gets a one-button confirmation page instead (no session ends).
   */
  @Get('logout')
  @Endpoint({ summary: 'End the session (redirects to /?account=signed-out, where the page says so); from another site, a confirmation page', tag: 'auth', navigation: true })
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!isSameSiteNavigation(request, this.env.publicOrigins)) {
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(logoutConfirmationPage);
    }
    await this.sessions.end(request, reply);
    return reply.redirect(signedOutHome, 302);
  }

  /**
   * The confirmation page's form. A plain HTML form sends an empty url-encoded body, the one
   * non-JSON body this route takes; the Origin check applies as to every POST.
   */
  @Post('logout')
  @AcceptsBody('application/x-www-form-urlencoded')
  @Endpoint({ summary: 'End the session from the confirmation page (redirects to /?account=signed-out)', tag: 'auth', navigation: true })
  async confirmLogout(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    await this.sessions.end(request, reply);
    return reply.redirect(signedOutHome, 303);
  }

  /**
   * Answers the same (202, the same words) whether or not the address is taken, and signs no
   * one in: the account is made on the page the mailed link opens (`POST /api/auth/confirm`).
   * `?returnTo=` is where that link will land.
   */
  @Post('auth/sign-up')
  @Endpoint({ summary: 'Start creating an account: mails a confirmation link (the same answer for any address)', tag: 'auth', response: AcceptedSchema, errors: [429] })
  @HttpCode(202)
  async signUp(@ValidBody(SignUpBodySchema) body: SignUpBody, @Query('returnTo') returnTo: unknown, @Req() request: FastifyRequest): Promise<Accepted> {
    if ((await this.limiter.hit('signup:ip', request.ip, 3600)) > this.env.SIGNUP_MAX_PER_CLIENT) {
      throw new DomainError(ErrorCode.RateLimited, 'Too many new accounts from this network. Please try again in an hour.');
    }
    await mailWithinAllowance(this.limiter, 'sign-up', body.email, () =>
      this.services.call('identity.request-sign-up', { ...body, origin: this.env.PUBLIC_ORIGIN, returnTo: safeReturnTo(returnTo) }),
    );
    return { message: errorMessage.signUpAccepted };
  }

  /**
   * Wrong password and unknown email get the same answer; how often anyone may try is
   * `SignInThrottle`'s.
   */
  @Post('auth/sign-in')
  @Endpoint({ summary: 'Sign in with email and password (403 until the address is confirmed)', tag: 'auth', response: UserSchema, errors: [401, 403, 429] })
  @HttpCode(200)
  async signIn(
    @ValidBody(SignInBodySchema) body: SignInBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User> {
    const user = await this.signInThrottle.attempt(body.email, request.ip, () => this.services.call('identity.sign-in', body));
    await this.sessions.start(request, reply, user.id);
    return user;
  }

  @Get('auth/user')
  @Endpoint({ summary: 'The signed-in user', tag: 'auth', response: UserSchema })
  @SignedIn()
  async user(@SignedInActor() actor: Actor): Promise<User> {
    const user = await this.actors.user(actor);
    if (!user) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    return user;
  }

  /** The staff screens ask this before drawing their tools; the calls behind them check again. */
  @Get('auth/access')
  @Endpoint({ summary: "What the signed-in member's staff roles let them do", tag: 'auth', response: AccessSchema })
  @SignedIn()
  @ReadsRoles()
  access(@SignedInActor() actor: Actor): Access {
    return { permissions: permissionsOf(actor) };
  }

  @Put('users/type')
  @Endpoint({ summary: 'Change the user type', tag: 'users', response: UserSchema })
  @SignedIn()
  async setType(@ValidBody(UserTypeBodySchema) body: UserTypeBody, @SignedInActor() actor: Actor): Promise<User> {
    const user = await this.services.call('identity.set-user-type', body, actor);
    await this.actors.changed(actor.userId);
    return user;
  }
}
