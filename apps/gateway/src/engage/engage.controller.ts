import { Controller, Delete, Get, Put } from '@nestjs/common';
import {
  type Actor,
  type EngageQuery,
  EngageQuerySchema,
  type EngageResult,
  EngageResultSchema,
  type SavedService,
  SavedServiceSchema,
  type SaveServiceBody,
  SaveServiceBodySchema,
  SupportServiceIdSchema,
} from '@kiin/contracts';
import { SignedIn, SignedInActor } from '../auth/actor';
import { ValidBody, ValidParam, ValidQuery } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';

/**
 * "Engage: find services", public. Not a `@PublicRead`: every search is its own address, and
 * the lookup is in content-svc's memory, so there is nothing worth keeping here. A member's
 * saved services are theirs alone (signed in).
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

  @Get('saved')
  @Endpoint({ summary: "The member's saved support services, oldest first, with the directory's details", tag: 'support', response: SavedServiceSchema.array() })
  @SignedIn()
  saved(@SignedInActor() actor: Actor): Promise<SavedService[]> {
    return this.services.call('engage.list-saved', {}, actor);
  }

  @Put('saved/:serviceId')
  @Endpoint({
    summary: 'Save a support service (idempotent; 404: not in the directory, 400: the list is full)',
    tag: 'support',
    response: SavedServiceSchema.array(),
    errors: [400, 404],
  })
  @SignedIn()
  save(
    @ValidParam('serviceId', SupportServiceIdSchema) serviceId: string,
    @ValidBody(SaveServiceBodySchema) body: SaveServiceBody,
    @SignedInActor() actor: Actor,
  ): Promise<SavedService[]> {
    return this.services.call('engage.save-service', { ...body, serviceId }, actor);
  }

  @Delete('saved/:serviceId')
  @Endpoint({ summary: 'Remove a saved support service (idempotent)', tag: 'support', response: SavedServiceSchema.array() })
  @SignedIn()
  unsave(@ValidParam('serviceId', SupportServiceIdSchema) serviceId: string, @SignedInActor() actor: Actor): Promise<SavedService[]> {
    return this.services.call('engage.unsave-service', { serviceId }, actor);
  }
}
