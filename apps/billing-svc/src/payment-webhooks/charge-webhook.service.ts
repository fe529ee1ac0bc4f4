import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingsService } from '../kliinics/bookings.service';
import { PaymentsRepository } from '../payments/payments.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import type { WebhookEffect } from './provider-event';

/** `charge.refunded`: a ticket refunded at the provider gives its seat back. */
@Injectable()
export class ChargeWebhookService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly bookings: BookingsService,
    private readonly payments: PaymentsRepository,
  ) {}

  async effectOf(chargeId: string): Promise<WebhookEffect> {
    const charge = await this.provider.stripe.charges.retrieve(chargeId);
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    return (tx) => (intentId && charge.refunded ? this.applyRefund(tx, intentId) : Promise.resolve());
  }

  private async applyRefund(tx: EntityManager, intentId: string): Promise<void> {
    await this.bookings.cancelRefundedSeats(tx, intentId);
    // A refund billing owes (no seat could be given) is closed by `SeatlessRefundsService.settle`, which also tells the member.
    await this.payments.markRefundedUnlessDue(tx, intentId);
  }
}
