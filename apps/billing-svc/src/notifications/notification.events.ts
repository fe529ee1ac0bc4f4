import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { OnEvent } from '@kiin/service-kit';
import { NotificationsService } from './notifications.service';

/**
 * The events billing's mail follows. Billing reads its own booking and invoice events back,
 * so mail follows only what has committed. (The worker calls `NotificationsService` itself,
 * by id; only the service process consumes.)
 */
@Injectable()
export class NotificationEvents {
  constructor(private readonly notifications: NotificationsService) {}

  @OnEvent('kliinic.booked.v1')
  booked(em: EntityManager, event: Envelope<EventMap['kliinic.booked.v1']>): Promise<void> {
    return this.notifications.onBooked(em, event.payload.bookingId);
  }

  @OnEvent('kliinic.booking-cancelled.v1')
  bookingCancelled(em: EntityManager, event: Envelope<EventMap['kliinic.booking-cancelled.v1']>): Promise<void> {
    return this.notifications.onBookingCancelled(event.payload.bookingId, em);
  }

  @OnEvent('invoice.issued.v1')
  invoiceIssued(em: EntityManager, event: Envelope<EventMap['invoice.issued.v1']>): Promise<void> {
    return this.notifications.onInvoiceIssued(em, event.payload.invoiceId);
  }

  @OnEvent('subscription.renewal-changed.v1')
  renewalChanged(_em: EntityManager, event: Envelope<EventMap['subscription.renewal-changed.v1']>): Promise<void> {
    return this.notifications.onRenewalChanged(event.id, event.payload);
  }
}
