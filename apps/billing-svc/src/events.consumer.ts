import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { KliinicsService } from './kliinics/kliinics.service';
import { NotificationsService } from './notifications/notifications.service';

/**
 * The events billing's mail follows. Billing reads its own booking and invoice events back,
 * so mail follows only what has committed; the library's reading for a session is kept with
 * the session for its mails. (The kit joins every feature's handlers in the service's one
 * consumer group.)
 */
@Injectable()
export class BillingConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly notifications: NotificationsService,
    private readonly kliinics: KliinicsService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'kliinic.booked.v1': (em, event) => this.notifications.onBooked(em, event.payload.bookingId),
      'kliinic.booking-cancelled.v1': (em, event) => this.notifications.onBookingCancelled(event.payload.bookingId, em),
      'invoice.issued.v1': (em, event) => this.notifications.onInvoiceIssued(em, event.payload.invoiceId),
      'subscription.renewal-changed.v1': (_em, event) => this.notifications.onRenewalChanged(event.id, event.payload),
      'content.session-materials.v1': (em, event) => this.kliinics.onMaterials(em, event.payload),
    });
  }
}
