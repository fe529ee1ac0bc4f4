import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import {
  type Accepted,
  AcceptedSchema,
  type ConfirmEmailBody,
  ConfirmEmailBodySchema,
  type Confirmed,
  ConfirmedSchema,
  type EmailBody,
  EmailBodySchema,
  ErrorCode,
  errorMessage,
  type ResetPasswordBody,
  ResetPasswordBodySchema,
  safeReturnTo,
} from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { ValidBody } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';
import { mailWithinAllowance } from './mail-allowance';
import { RateLimiter } from './rate-limiter';
import { SessionService } from './session.service';

/** Where a confirmed member lands: where they were going, else the dashboard, with a welcome. */
export function welcomeTarget(returnTo: unknown): string {
  const safe = safeReturnTo(returnTo);
  const url = new URL(safe === '/' ? '/dashboard' : safe, 'http://kiin.invalid');
  url.searchParams.set('welcome', '1');
  return url.pathname + url.search + url.hash;
}

/**
 * Confirmation links, a new link, forgotten passwords. What a stranger can ask answers the
 * same for every address; what differs goes to the address's inbox.
 */
@Controller('api/auth')
export class AccountController {
  constructor(
    private readonly services: ServiceClients,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  private async limitPerClient(action: string, request: FastifyRequest) {
    if (!(await this.limiter.consume(`account:${action}`, request.ip, 10, 3600))) {
      throw new DomainError(ErrorCode.RateLimited, 'Too many requests from this network. Please try again in an hour.');
    }
  }

  /**
   * Links mailed before the confirmation page existed: a GET changes nothing (a page on another
   * site could open it in a visitor's browser), it only shows the page that asks for the password.
   */
  @Get('confirm')
  @Endpoint({ summary: 'An older confirmation link: redirects to the page that finishes the sign-up (changes nothing)', tag: 'auth', navigation: true })
  confirmLink(@Query('token') token: unknown, @Res() reply: FastifyReply) {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const valid = typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
    return reply.redirect(valid ? `/confirm-email?token=${token}` : '/sign-in?link=expired', 302);
  }

  /**
   * The confirmation page's button: a same-origin JSON POST (the Origin check applies), so no
   * other site can sign a visitor in as someone else. Creates the account with the password
   * typed on the page, signs this browser in and says where to go.
   */
  @Post('confirm')
  @Endpoint({ summary: 'Finish creating an account with the mailed link and a password (signs in)', tag: 'auth', response: ConfirmedSchema, errors: [400] })
  @HttpCode(200)
  async confirm(
    @ValidBody(ConfirmEmailBodySchema) body: ConfirmEmailBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Confirmed> {
    reply.header('cache-control', 'no-store');
    const confirmed = await this.services.call('identity.confirm-email', body);
    if (!confirmed) throw new DomainError(ErrorCode.LinkInvalid, errorMessage.confirmLinkInvalid);
    await this.sessions.start(request, reply, confirmed.user.id);
    await this.limiter.remember('signin:known', confirmed.user.email, request.ip, 60 * 24 * 3600);
    return { next: welcomeTarget(confirmed.returnTo) };
  }

  @Post('resend-confirmation')
  @Endpoint({ summary: 'Send the confirmation link again (the same answer for any address)', tag: 'auth', response: AcceptedSchema, errors: [429] })
  @HttpCode(202)
  async resend(@ValidBody(EmailBodySchema) body: EmailBody, @Req() request: FastifyRequest): Promise<Accepted> {
    await this.limitPerClient('resend', request);
    await mailWithinAllowance(this.limiter, 'sign-up', body.email, () =>
      this.services.call('identity.resend-confirmation', { email: body.email, origin: this.env.PUBLIC_ORIGIN }),
    );
    return { message: errorMessage.signUpAccepted };
  }

  @Post('forgot-password')
  @Endpoint({ summary: 'Mail a link to choose a new password (the same answer for any address)', tag: 'auth', response: AcceptedSchema, errors: [429] })
  @HttpCode(202)
  async forgot(@ValidBody(EmailBodySchema) body: EmailBody, @Req() request: FastifyRequest): Promise<Accepted> {
    await this.limitPerClient('forgot', request);
    await mailWithinAllowance(this.limiter, 'reset', body.email, () =>
      this.services.call('identity.forgot-password', { email: body.email, origin: this.env.PUBLIC_ORIGIN }),
    );
    return { message: errorMessage.resetAccepted };
  }

  /** Sets the new password, ends every other session of the account and signs this browser in. */
  @Post('reset-password')
  @Endpoint({ summary: 'Choose a new password with a reset link (ends every other session)', tag: 'auth', response: AcceptedSchema, errors: [429] })
  @HttpCode(200)
  async reset(
    @ValidBody(ResetPasswordBodySchema) body: ResetPasswordBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Accepted> {
    await this.limitPerClient('reset', request);
    const { userId } = await this.services.call('identity.reset-password', body);
    await this.sessions.endAll(userId);
    await this.sessions.start(request, reply, userId);
    return { message: 'Your new password is set, and you are signed out everywhere else.' };
  }
}
