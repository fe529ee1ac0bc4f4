import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type ContactBody,
  ContactBodySchema,
  type KliinicSession,
  type Plan,
  type RpcRes,
  type SupportService,
  type WaitlistBody,
  WaitlistBodySchema,
} from '@kiin/contracts';
import { ValidBody } from '../http/zod-body';
import { ServiceClients } from '../rpc/service-clients';

/** Public reads and the two public forms. */
@Controller('api')
export class DirectoryController {
  constructor(private readonly services: ServiceClients) {}

  @Get('plans')
  plans(): Promise<Plan[]> {
    return this.services.call('billing.plans', {});
  }

  @Get('kliinics/sessions')
  sessions(): Promise<KliinicSession[]> {
    return this.services.call('kliinics.sessions', {});
  }

  @Get('support-services')
  supportServices(): Promise<SupportService[]> {
    return this.services.call('support-services.list', {});
  }

  @Post('waitlist')
  @HttpCode(200)
  waitlist(@ValidBody(WaitlistBodySchema) body: WaitlistBody): Promise<RpcRes<'identity.join-waitlist'>> {
    return this.services.call('identity.join-waitlist', body);
  }

  @Post('contact')
  @HttpCode(201)
  contact(@ValidBody(ContactBodySchema) body: ContactBody): Promise<{ id: string }> {
    return this.services.call('identity.contact', body);
  }
}
