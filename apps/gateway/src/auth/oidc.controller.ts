import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { safeReturnTo, type SignInProviders, SignInProvidersSchema } from '@kiin/contracts';
import { logger } from '@kiin/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';
import { welcomeTarget } from './account.controller';
import { RateLimiter } from './rate-limiter';
import { GatewayRedis } from './redis.provider';
import { SessionService } from './session.service';

/** How long a started sign-in may take at the provider. */
const FLOW_SECONDS = 10 * 60;
const FlowSchema = z.object({ verifier: z.string(), nonce: z.string(), returnTo: z.string() });

/**
 * Sign-in with an outside OpenID Connect provider, when one is configured: the authorization
 * code flow with PKCE (S256), a single-use state and a nonce checked in the ID token. The
 * person is signed in to the account identity-svc links to the provider's subject.
 */
@Controller('api/auth')
export class OidcController {
  private config?: Promise<oidc.Configuration>;

  constructor(
    private readonly services: ServiceClients,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly redis: GatewayRedis,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  private configured(): boolean {
    return !!(this.env.OIDC_ISSUER && this.env.OIDC_CLIENT_ID);
  }

  /** The provider's metadata, fetched once (and again after a failure). */
  private provider(): Promise<oidc.Configuration> {
    const issuer = new URL(this.env.OIDC_ISSUER!);
    const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(issuer.hostname);
    this.config ??= oidc
      .discovery(issuer, this.env.OIDC_CLIENT_ID!, this.env.OIDC_CLIENT_SECRET, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        this.config = undefined;
        throw error;
      });
    return this.config;
  }

  private callbackUrl(): string {
    return `${this.env.PUBLIC_ORIGIN}/api/auth/oidc/callback`;
  }

  @Get('providers')
  @Endpoint({ summary: 'Ways to sign in besides email and password', tag: 'auth', response: SignInProvidersSchema })
  providers(): SignInProviders {
    return { oidc: this.configured() ? { label: this.env.OIDC_LABEL, start: '/api/auth/oidc/start' } : null };
  }

  @Get('oidc/start')
  @Endpoint({ summary: 'Start sign-in at the outside identity provider (redirects there)', tag: 'auth', navigation: true })
  async start(@Query('returnTo') returnTo: unknown, @Res() reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    if (!this.configured()) return reply.redirect('/sign-in', 302);
    let config: oidc.Configuration;
    try {
      config = await this.provider();
    } catch (error) {
      logger().error({ err: error }, 'the identity provider could not be reached');
      return reply.redirect('/sign-in?oidc=unavailable', 302);
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.redis.set(`oidc:${state}`, JSON.stringify({ verifier, nonce, returnTo: safeReturnTo(returnTo) }), 'EX', FLOW_SECONDS);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.callbackUrl(),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.redirect(url.href, 302);
  }

  @Get('oidc/callback')
  @Endpoint({ summary: 'Return from the identity provider: signs in (redirects to /dashboard or where the person was going)', tag: 'auth', navigation: true })
  async callback(@Query('state') state: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!this.configured()) return reply.redirect('/sign-in', 302);
    // Single use: a state is spent by its first return, whatever happens next.
    const saved = typeof state === 'string' && /^[A-Za-z0-9_-]{10,100}$/.test(state) ? await this.redis.getdel(`oidc:${state}`) : null;
    const flow = saved ? FlowSchema.safeParse(JSON.parse(saved)) : null;
    if (!flow?.success) return reply.redirect('/sign-in?oidc=failed', 302);
    let claims: oidc.IDToken & oidc.UserInfoResponse;
    try {
      const query = new URL(request.url, 'http://kiin.invalid').search;
      const tokens = await oidc.authorizationCodeGrant(await this.provider(), new URL(`${this.callbackUrl()}${query}`), {
        pkceCodeVerifier: flow.data.verifier,
        expectedState: state as string,
        expectedNonce: flow.data.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      // Providers may keep the email and name for the userinfo endpoint rather than the ID token.
      const config = await this.provider();
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
      claims = { ...userInfo, ...idToken };
    } catch (error) {
      logger().warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'identity provider sign-in refused');
      return reply.redirect('/sign-in?oidc=failed', 302);
    }
    if (typeof claims.email !== 'string' || !claims.email.includes('@')) return reply.redirect('/sign-in?oidc=no-email', 302);
    const result = await this.services.call('identity.oidc-sign-in', {
      issuer: claims.iss,
      subject: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
    });
    if ('refused' in result) return reply.redirect('/sign-in?oidc=unverified', 302);
    await this.sessions.start(request, reply, result.user.id);
    await this.limiter.remember('signin:known', result.user.email, request.ip, 60 * 24 * 3600);
    return reply.redirect(welcomeTarget(flow.data.returnTo), 302);
  }
}
