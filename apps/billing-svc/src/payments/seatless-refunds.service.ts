import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { logger } from '@kiin/service-kit';
import { NotificationsService } from '../notifications/notifications.service';
import { idempotencyKeys } from './idempotency';
import { PaymentsRepository } from './payments.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider';

/** The refunds billing owes: ticket payments that went through when no seat could be given. */
@Injectable()
export class SeatlessRefundsService {
  private readonly log = logger();

  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly notifications: NotificationsService,
    private readonly payments: PaymentsRepository,
  ) {}

  /**
   * Refunds the ticket payments that were given no seat (all of them, or one), then records the
   * refund and tells the member by mail. A refund the provider did not take stays due, and the
   * next reconciliation tries it again; the idempotency key makes it one refund however often.
   */
  async settle(paymentId?: string): Promise<number> {
    const em = this.orm.em.fork();
    const due = await this.payments.findRefundsDue(em, paymentId);
    let settled = 0;
    for (const payment of due) {
      try {
        await this.provider.stripe.refunds.create(
          { payment_intent: payment.id, reason: payment.refund_reason === 'already-booked' ? 'duplicate' : 'requested_by_customer' },
          { idempotencyKey: idempotencyKeys.seatlessRefund(payment.id) },
        );
      } catch (error) {
        if ((error as { code?: string }).code !== 'charge_already_refunded') {
          this.log.warn({ err: error, paymentId: payment.id }, 'refund of a ticket without a seat failed; reconciliation retries it');
          continue;
        }
      }
      await this.payments.markRefundSettled(em, payment.id);
      await this.notifications.onTicketRefunded(em, payment.id);
      settled += 1;
    }
    return settled;
  }
}
