import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { TicketsProjection } from './tickets.projection';

/** Who holds a ticket for each kliinic, from billing's booking events (in coach-svc's one consumer group). */
@Injectable()
export class TicketsConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly tickets: TicketsProjection,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'kliinic.booked.v1': (em, event) => this.tickets.booked(em, event.payload),
      'kliinic.booking-cancelled.v1': (em, event) => this.tickets.cancelled(em, event.payload),
    });
  }
}
