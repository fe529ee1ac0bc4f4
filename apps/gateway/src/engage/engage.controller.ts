import { Controller, Get } from '@nestjs/common';
import { type EngageQuery, EngageQuerySchema, type EngageResult, EngageResultSchema } from '@kiin/contracts';
import { ValidQuery } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';

/**
 * "Engage: find services", public. Not a `@PublicRead`: every search is its own address, and
 * the lookup is in content-svc's memory, so there is nothing worth keeping here.
 */
@Controller('api/engage')
export class EngageController {
  constructor(private readonly services: ServiceClients) {}

  @Get('services')
  @Endpoint({
    summary: 'Support services for a postcode, suburb or state, and a need (404: no such place)',
    tag: 'support',
    response: EngageResultSchema,
    errors: [404],
  })
  findServices(@ValidQuery(EngageQuerySchema) query: EngageQuery): Promise<EngageResult> {
    return this.services.call('engage.find-services', query);
  }
}
