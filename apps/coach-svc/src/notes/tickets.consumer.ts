import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { OnEvent } from '@kiin/service-kit';
import { TicketsRepository } from './tickets.repository';

/** Who holds a ticket for each kliinic, from billing's booking events (in coach-svc's one consumer group). */
@Injectable()
export class TicketsConsumer {
  constructor(private readonly tickets: TicketsRepository) {}

  @OnEvent('kliinic.booked.v1')
  booked(em: EntityManager, event: Envelope<EventMap['kliinic.booked.v1']>): Promise<void> {
    return this.tickets.recordBooked(em, event.payload);
  }

  @OnEvent('kliinic.booking-cancelled.v1')
  cancelled(em: EntityManager, event: Envelope<EventMap['kliinic.booking-cancelled.v1']>): Promise<void> {
    return this.tickets.recordCancelled(em, event.payload);
  }
}
