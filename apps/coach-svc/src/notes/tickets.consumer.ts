import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { NotesService } from './notes.service';

/** Who holds a ticket for each kliinic, from billing's booking events (in coach-svc's one consumer group). */
@Injectable()
export class TicketsConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly notes: NotesService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'kliinic.booked.v1': (em, event) => this.notes.booked(em, event.payload),
      'kliinic.booking-cancelled.v1': (em, event) => this.notes.cancelled(em, event.payload),
    });
  }
}
