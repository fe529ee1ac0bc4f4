import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  type ContactBody,
  type ContactReceipt,
  ContactBodySchema,
  type KliinicSession,
  KliinicSessionSchema,
  type Plan,
  PlanSchema,
  type RpcRes,
  type SupportService,
  SupportServiceSchema,
  type WaitlistBody,
  WaitlistBodySchema,
  ErrorCode,
} from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import { RateLimiter } from '../auth/rate-limiter';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { JsonMessageErrors } from '../http/json-message-errors';
import { PublicRead } from '../http/public-cache';
import { ValidBody } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';

/** Public reads and the two public forms. */
@Controller('api')
export class DirectoryController {
  constructor(
    private readonly services: ServiceClients,
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /**
   * The forms mail or store what a stranger typed: a few per client address per hour. A form
   * the service never took (it was down) does not count, so a sender who tries again after a
   * 503 is not refused for the tries that failed.
   */
  private async limitPerClient<T>(form: 'waitlist' | 'contact', request: FastifyRequest, max: number, send: () => Promise<T>): Promise<T> {
    if (!(await this.limiter.consume(`form:${form}`, request.ip, max, 3600))) {
      throw new DomainError(ErrorCode.RateLimited, 'Too many forms sent from this network. Please try again in an hour.');
    }
    try {
      return await send();
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.ServiceUnavailable) await this.limiter.refund(`form:${form}`, request.ip);
      throw error;
    }
  }

  @Get('plans')
  @PublicRead()
  @Endpoint({ summary: 'Plans and prices (cents, GST included)', tag: 'billing', response: PlanSchema.array() })
  plans(): Promise<Plan[]> {
    return this.services.call('billing.plans', {});
  }

  @Get('kliinics/sessions')
  @PublicRead()
  @Endpoint({ summary: 'Upcoming kliinic sessions', tag: 'kliinics', response: KliinicSessionSchema.array() })
  sessions(): Promise<KliinicSession[]> {
    return this.services.call('kliinics.sessions', {});
  }

  @Get('support-services')
  @PublicRead()
  @Endpoint({ summary: 'The carer support services directory', tag: 'support', response: SupportServiceSchema.array() })
  supportServices(): Promise<SupportService[]> {
    return this.services.call('support-services.list', {});
  }

  @Post('waitlist')
  // The same answer for a new and a known address; every error as JSON {message}, which the form shows.
  @Endpoint({ summary: 'Join the waitlist (the same email twice is fine)', tag: 'waitlist', errors: [429] })
  @JsonMessageErrors()
  @HttpCode(200)
  async waitlist(@ValidBody(WaitlistBodySchema) body: WaitlistBody, @Req() request: FastifyRequest): Promise<RpcRes<'identity.join-waitlist'>> {
    return this.limitPerClient('waitlist', request, this.env.WAITLIST_MAX_PER_CLIENT, () => this.services.call('identity.join-waitlist', body));
  }

  @Post('contact')
  @Endpoint({ summary: 'Send a message to the Kiin team', tag: 'contact', errors: [429] })
  @HttpCode(201)
  async contact(@ValidBody(ContactBodySchema) body: ContactBody, @Req() request: FastifyRequest): Promise<ContactReceipt> {
    return this.limitPerClient('contact', request, this.env.CONTACT_MAX_PER_CLIENT, () => this.services.call('identity.contact', body));
  }
}
