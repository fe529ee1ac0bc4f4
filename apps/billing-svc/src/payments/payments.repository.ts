import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NoSeat } from '../kliinics/seat-holds';

/** A member's payment, as the page that waits after paying reads it. */
export interface MemberPaymentRow {
  id: string;
  kind: 'kliinic' | 'membership';
  status: string;
  failure_message: string | null;
  subscription_id: string | null;
  refund_reason: NoSeat | null;
  session_id: string | null;
}

/** A ticket payment given no seat, whose refund billing owes. */
export interface RefundDueRow {
  id: string;
  user_id: string;
  session_id: string;
  refund_reason: NoSeat;
  amount_cents: number;
}

/** A payment opened at the provider, recorded as pending. */
interface OpenedPayment {
  id: string;
  userId: string;
  planId: string;
  clientSecret: string;
  amountCents: number;
}

/** A ticket paid when no seat could be given. */
interface SeatlessTicket extends OpenedPayment {
  sessionId: string;
  reason: NoSeat;
}

/** Members' payments at the provider (`payment`) and the provider's customer for each member (`billing_customer`). */
@Injectable()
export class PaymentsRepository {
  /** The member's unpaid ticket payments for the session. */
  async findOpenTicketIds(em: EntityManager, userId: string, sessionId: string): Promise<string[]> {
    const open = await em.execute<{ id: string }[]>(
      `select id from payment where user_id = ? and session_id = ? and kind = 'kliinic' and status in ('pending', 'failed')`,
      [userId, sessionId],
    );
    return open.map((r) => r.id);
  }

  /** The client secret of the member's newest unpaid ticket payment for the session, if any. */
  async findOpenTicketSecret(em: EntityManager, userId: string, sessionId: string): Promise<string | null> {
    const [open] = await em.execute<{ client_secret: string }[]>(
      `select client_secret from payment where user_id = ? and session_id = ? and kind = 'kliinic' and status in ('pending', 'failed') order by created_at desc limit 1`,
      [userId, sessionId],
    );
    return open?.client_secret ?? null;
  }

  /** The client secret of the member's newest unpaid membership payment of the last 23 hours, if any. */
  async findOpenMembershipSecret(em: EntityManager, userId: string): Promise<string | null> {
    const [open] = await em.execute<{ client_secret: string }[]>(
      `select client_secret from payment where user_id = ? and kind = 'membership' and status in ('pending', 'failed')
         and created_at > now() - interval '23 hours' order by created_at desc limit 1`,
      [userId],
    );
    return open?.client_secret ?? null;
  }

  /** How many ticket payments the member made for the session. */
  async countTickets(em: EntityManager, userId: string, sessionId: string): Promise<number> {
    const [{ n }] = await em.execute<{ n: number }[]>(`select count(*)::int as n from payment where user_id = ? and session_id = ? and kind = 'kliinic'`, [
      userId,
      sessionId,
    ]);
    return n;
  }

  /** How many membership payments the member made. */
  async countMemberships(em: EntityManager, userId: string): Promise<number> {
    const [{ n }] = await em.execute<{ n: number }[]>(`select count(*)::int as n from payment where user_id = ? and kind = 'membership'`, [userId]);
    return n;
  }

  async insertTicket(em: EntityManager, payment: OpenedPayment & { sessionId: string }): Promise<void> {
    await em.execute(
      `insert into payment (id, user_id, kind, plan_id, session_id, client_secret, amount_cents) values (?, ?, 'kliinic', ?, ?, ?, ?)
         on conflict (id) do nothing`,
      [payment.id, payment.userId, payment.planId, payment.sessionId, payment.clientSecret, payment.amountCents],
    );
  }

  async insertMembership(tx: EntityManager, payment: OpenedPayment & { subscriptionId: string }): Promise<void> {
    await tx.execute(
      `insert into payment (id, user_id, kind, plan_id, subscription_id, client_secret, amount_cents) values (?, ?, 'membership', ?, ?, ?, ?)
           on conflict (id) do nothing`,
      [payment.id, payment.userId, payment.planId, payment.subscriptionId, payment.clientSecret, payment.amountCents],
    );
  }

  async findMemberPayment(em: EntityManager, paymentId: string, userId: string): Promise<MemberPaymentRow | null> {
    const [payment] = await em.execute<MemberPaymentRow[]>('select * from payment where id = ? and user_id = ?', [paymentId, userId]);
    return payment ?? null;
  }

  /** The member's payment with this client secret, if it is theirs: the session it is for (a ticket's). */
  async findMemberIntent(em: EntityManager, paymentId: string, userId: string, clientSecret: string): Promise<{ sessionId: string | null } | null> {
    const [payment] = await em.execute<{ session_id: string | null }[]>('select session_id from payment where id = ? and user_id = ? and client_secret = ?', [
      paymentId,
      userId,
      clientSecret,
    ]);
    return payment ? { sessionId: payment.session_id } : null;
  }

  /** A ticket payment as billing recorded it, and how many seats it bought. */
  async findTicketState(em: EntityManager, paymentId: string): Promise<{ status: string; seats: number } | null> {
    const [local] = await em.execute<{ status: string; seats: number }[]>(
      `select p.status, (select count(*)::int from kliinic_booking b where b.payment_ref = p.id) as seats from payment p where p.id = ?`,
      [paymentId],
    );
    return local ?? null;
  }

  /** The refunds billing owes (all of them, or that payment's). */
  findRefundsDue(em: EntityManager, paymentId?: string): Promise<RefundDueRow[]> {
    return em.execute<RefundDueRow[]>(
      `select id, user_id, session_id, refund_reason, amount_cents from payment where status = 'refund_due'${paymentId ? ' and id = ?' : ''}`,
      paymentId ? [paymentId] : [],
    );
  }

  /** The provider's answer on a PaymentIntent; a payment that succeeded or is refunded keeps its status. */
  async recordIntentStatus(tx: EntityManager, paymentId: string, status: 'succeeded' | 'failed' | 'pending', failureMessage: string | null): Promise<void> {
    await tx.execute(
      `update payment set status = case when status in ('succeeded', 'refund_due', 'refunded') then status else ? end, failure_message = ?, updated_at = now() where id = ?`,
      [status, failureMessage, paymentId],
    );
  }

  /** A paid ticket that could not be given a seat is marked for a refund (recorded, if it was not). */
  async markRefundDue(tx: EntityManager, ticket: SeatlessTicket): Promise<void> {
    await tx.execute(
      `insert into payment (id, user_id, kind, plan_id, session_id, client_secret, amount_cents, status, refund_reason)
         values (?, ?, 'kliinic', ?, ?, ?, ?, 'refund_due', ?)
         on conflict (id) do update set status = 'refund_due', refund_reason = excluded.refund_reason, updated_at = now()`,
      [ticket.id, ticket.userId, ticket.planId, ticket.sessionId, ticket.clientSecret, ticket.amountCents, ticket.reason],
    );
  }

  /** An open ticket payment, cancelled at the provider, unless it was paid meanwhile. */
  async markCancelled(em: EntityManager, paymentId: string): Promise<void> {
    await em.execute(`update payment set status = 'cancelled', updated_at = now() where id = ? and status in ('pending', 'failed')`, [paymentId]);
  }

  /** A ticket the member cancelled, refunded. */
  async markRefunded(tx: EntityManager, paymentId: string): Promise<void> {
    await tx.execute(`update payment set status = 'refunded', updated_at = now() where id = ?`, [paymentId]);
  }

  /** A refund the provider reports; one billing owes is left for `markRefundSettled`. */
  async markRefundedUnlessDue(tx: EntityManager, paymentId: string): Promise<void> {
    await tx.execute(`update payment set status = 'refunded', refunded_at = coalesce(refunded_at, now()), updated_at = now() where id = ? and status <> 'refund_due'`, [
      paymentId,
    ]);
  }

  /** A refund billing owed, taken by the provider. */
  async markRefundSettled(em: EntityManager, paymentId: string): Promise<void> {
    await em.execute(`update payment set status = 'refunded', refunded_at = coalesce(refunded_at, now()), updated_at = now() where id = ?`, [paymentId]);
  }

  /** The membership's payments, paid with its invoice. */
  async markMembershipPaid(tx: EntityManager, subscriptionId: string): Promise<void> {
    await tx.execute(`update payment set status = 'succeeded', updated_at = now() where subscription_id = ? and status <> 'succeeded'`, [subscriptionId]);
  }

  async findCustomerId(em: EntityManager, userId: string): Promise<string | null> {
    const [row] = await em.execute<{ customer_id: string }[]>('select customer_id from billing_customer where user_id = ?', [userId]);
    return row?.customer_id ?? null;
  }

  /** Records the member's customer; one recorded already stays. */
  async insertCustomer(em: EntityManager, userId: string, customerId: string): Promise<void> {
    await em.execute('insert into billing_customer (user_id, customer_id) values (?, ?) on conflict (user_id) do nothing', [userId, customerId]);
  }
}
