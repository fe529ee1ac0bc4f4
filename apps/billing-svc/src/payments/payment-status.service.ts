import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, errorMessage, type PaymentStatus } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { BookingsRepository } from '../kliinics/bookings.repository';
import { KliinicSessionsRepository } from '../kliinics/kliinic-sessions.repository';
import type { NoSeat } from '../kliinics/seat-holds';
import { sydneyDate, sydneyTimeLabel } from '../kliinics/sydney-time';
import { PaymentsRepository } from './payments.repository';
import { SubscriptionsRepository } from './subscriptions.repository';

/** What the payment page says when a ticket was paid but no seat could be given. */
const noSeatMessages: Record<NoSeat, string> = {
  'already-booked': 'You already had a seat at this kliinic, so this payment was not needed.',
  full: 'This kliinic filled up before your payment went through.',
  unavailable: 'This kliinic was cancelled or had started before your payment went through.',
};
export const refundMessage = (reason: NoSeat, refunded: boolean): string =>
  `${noSeatMessages[reason]} ${refunded ? 'Your payment has been refunded in full.' : 'Your payment is being refunded in full.'}`;

/** Where a member's payment stands, for the page that waits after paying. */
@Injectable()
export class PaymentStatusService {
  constructor(
    private readonly orm: MikroORM,
    private readonly payments: PaymentsRepository,
    private readonly bookings: BookingsRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly sessions: KliinicSessionsRepository,
  ) {}

  /** Whether a payment's effect is in place yet (the success page waits for `confirmed`). */
  async paymentStatus(actor: Actor, paymentIntentId: string): Promise<PaymentStatus> {
    const em = this.orm.em.fork();
    const payment = await this.payments.findMemberPayment(em, paymentIntentId, actor.userId);
    if (!payment) throw new DomainError(ErrorCode.PaymentNotFound, errorMessage.paymentNotFound);
    const session = await this.paidSession(em, payment.session_id);
    const answer = (status: PaymentStatus['status'], message: string | null): PaymentStatus => ({ type: payment.kind, status, message, session });
    const confirmed = payment.kind === 'kliinic' ? await this.bookings.isSeatedBy(em, payment.id) : await this.subscriptions.isPremium(em, payment.subscription_id);
    if (!confirmed && payment.refund_reason) return answer('failed', refundMessage(payment.refund_reason, payment.status === 'refunded'));
    if (!confirmed && payment.status === 'cancelled') return answer('failed', errorMessage.alreadyBooked);
    const status: PaymentStatus['status'] = confirmed ? 'confirmed' : payment.status === 'failed' ? 'failed' : payment.status === 'succeeded' ? 'processing' : 'pending';
    return answer(status, status === 'failed' ? payment.failure_message : null);
  }

  /** The kliinic a ticket is for, as the confirmation names it. */
  private async paidSession(em: EntityManager, sessionId: string | null): Promise<PaymentStatus['session']> {
    if (!sessionId) return null;
    const row = await this.sessions.findPaidSession(em, sessionId);
    if (!row) return null;
    const startsAt = new Date(row.starts_at);
    return { id: row.id, title: row.title, startsAt: startsAt.toISOString(), date: sydneyDate(startsAt), time: sydneyTimeLabel(startsAt), durationMinutes: row.duration_minutes };
  }
}
