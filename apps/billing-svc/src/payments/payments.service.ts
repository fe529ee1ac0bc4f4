import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type Actor,
  ErrorCode,
  errorMessage,
  type Membership,
  type PaymentConfig,
  type PaymentCreated,
  type PaymentStatus,
  type SetPremiumResult,
  type TestCardBody,
  type TestCardResult,
} from '@kiin/contracts';
import { DomainError, logger, recordEvent } from '@kiin/service-kit';
import Stripe from 'stripe';
import { KliinicSessionRecord } from '../kliinics/kliinic-session.entity';
import { KliinicsService } from '../kliinics/kliinics.service';
import { holdSeat, type NoSeat, releaseHold, seatCheck } from '../kliinics/seat-holds';
import { sydneyDate, sydneyTimeLabel } from '../kliinics/sydney-time';
import { NotificationsService } from '../notifications/notifications.service';
import { plans } from '../plans/plans.catalogue';
import { idempotencyKeys } from './idempotency';
import { TEST_CLOCK_ID } from './local/local-stripe';
import type { PaymentProvider } from './provider';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
const PRODUCER = 'billing-svc';
const MEMBERSHIP_PRODUCT = 'kiin_monthly_membership';
const kliinicPlan = plans.find((p) => p.id === 'single-kliinic')!;
const membershipPlan = plans.find((p) => p.id === 'monthly-membership')!;
/** Premium holds while a subscription is paid up or its renewal is being retried. */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'past_due']);

const iso = (unixSeconds: number | null | undefined) => (unixSeconds ? new Date(unixSeconds * 1000).toISOString() : null);
const piIdOf = (clientSecret: string) => /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1] ?? null;
/** GST included in a price: one eleventh, rounded to the cent. */
export const gstOf = (totalCents: number) => Math.round(totalCents / 11);

/** What the payment page says when a ticket was paid but no seat could be given. */
const noSeatMessages: Record<NoSeat, string> = {
  'already-booked': 'You already had a seat at this kliinic, so this payment was not needed.',
  full: 'This kliinic filled up before your payment went through.',
  unavailable: 'This kliinic was cancelled or had started before your payment went through.',
};
export const refundMessage = (reason: NoSeat, refunded: boolean): string =>
  `${noSeatMessages[reason]} ${refunded ? 'Your payment has been refunded in full.' : 'Your payment is being refunded in full.'}`;

interface SubscriptionRow {
  id: string;
  user_id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  premium: boolean;
  version: number;
  updated_at: Date;
}

/** What reconciliation repaired. */
export interface ReconcileResult {
  checked: number;
  repaired: number;
}

/** The part of a provider event the handler reads: its id, type and the object's id. */
type ProviderEvent = { id: string; type: Stripe.Event['type']; data: { object: { id: string } } };

@Injectable()
export class PaymentsService implements OnApplicationShutdown {
  private readonly log = logger();

  constructor(
    private readonly orm: MikroORM,
    private readonly kliinics: KliinicsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly notifications: NotificationsService,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.provider.close();
  }

  private get stripe(): Stripe {
    return this.provider.stripe;
  }

  config(): PaymentConfig {
    return { mode: this.provider.mode, publishableKey: this.provider.publishableKey };
  }

  /** Provider failures that are not the member's doing become a 503 with a plain message. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.log.warn({ err: error }, 'payment provider call failed');
      throw new DomainError(ErrorCode.PaymentProviderUnavailable, errorMessage.paymentProviderUnavailable);
    }
  }

  private async customerFor(userId: string): Promise<string> {
    const em = this.orm.em.fork();
    const [row] = await em.execute<{ customer_id: string }[]>('select customer_id from billing_customer where user_id = ?', [userId]);
    if (row) return row.customer_id;
    const customer = await this.stripe.customers.create({ metadata: { userId } }, { idempotencyKey: idempotencyKeys.customer(userId) });
    await em.execute('insert into billing_customer (user_id, customer_id) values (?, ?) on conflict (user_id) do nothing', [userId, customer.id]);
    const [saved] = await em.execute<{ customer_id: string }[]>('select customer_id from billing_customer where user_id = ?', [userId]);
    return saved.customer_id;
  }

  // ---- creating payments -------------------------------------------------------------

  /**
   * A ticket for one kliinic at the plan's price (the client's amount is never charged). A seat
   * is held for the member while the payment is open; none is offered to a member who already
   * has one, or when every seat is taken or held.
   */
  async createPaymentIntent(actor: Actor, sessionId: string | undefined): Promise<PaymentCreated> {
    const em = this.orm.em.fork();
    const now = new Date();
    const session = sessionId
      ? await em.findOne(KliinicSessionRecord, { id: sessionId, cancelledAt: null, startsAt: { $gt: now } })
      : await this.kliinics.nextOpen(em, now);
    if (!session) throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);
    const noSeat = await this.holdSeatFor(actor.userId, session.id, now);
    if (noSeat === 'already-booked') throw new DomainError(ErrorCode.AlreadyBooked, errorMessage.alreadyBooked);
    if (noSeat) throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);

    // An unpaid ticket for the same session is reused, so going back and forth makes one payment.
    const [open] = await em.execute<{ client_secret: string }[]>(
      `select client_secret from payment where user_id = ? and session_id = ? and kind = 'kliinic' and status in ('pending', 'failed') order by created_at desc limit 1`,
      [actor.userId, session.id],
    );
    if (open) return { clientSecret: open.client_secret, amountCents: kliinicPlan.priceCents, currency: 'AUD', sessionId: session.id };

    const [{ n: previous }] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from payment where user_id = ? and session_id = ? and kind = 'kliinic'`,
      [actor.userId, session.id],
    );
    return this.call(async () => {
      const customer = await this.customerFor(actor.userId);
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: kliinicPlan.priceCents,
          currency: 'aud',
          customer,
          automatic_payment_methods: { enabled: true },
          metadata: { userId: actor.userId, kind: 'kliinic', planId: kliinicPlan.id, sessionId: session.id },
        },
        { idempotencyKey: idempotencyKeys.kliinicTicket(actor.userId, session.id, previous) },
      );
      await em.execute(
        `insert into payment (id, user_id, kind, plan_id, session_id, client_secret, amount_cents) values (?, ?, 'kliinic', ?, ?, ?, ?)
         on conflict (id) do nothing`,
        [intent.id, actor.userId, kliinicPlan.id, session.id, intent.client_secret, kliinicPlan.priceCents],
      );
      return { clientSecret: intent.client_secret!, amountCents: kliinicPlan.priceCents, currency: 'AUD' as const, sessionId: session.id };
    });
  }

  /** Holds (or renews the hold on) a seat for the member's open ticket payment; why not, when not. */
  private holdSeatFor(userId: string, sessionId: string, now = new Date()): Promise<NoSeat | null> {
    return this.orm.em.fork().transactional(async (tx) => {
      const noSeat = await seatCheck(tx, sessionId, userId, now);
      if (!noSeat) await holdSeat(tx, sessionId, userId, now);
      return noSeat;
    });
  }

  private async ensureProduct(): Promise<void> {
    try {
      await this.stripe.products.retrieve(MEMBERSHIP_PRODUCT);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
      await this.stripe.products
        .create({ id: MEMBERSHIP_PRODUCT, name: membershipPlan.name }, { idempotencyKey: idempotencyKeys.product(MEMBERSHIP_PRODUCT) })
        .catch((e: unknown) => {
          if (!(e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_already_exists')) throw e;
        });
    }
  }

  /** A monthly membership created incomplete; its first invoice's confirmation secret is returned. */
  async createSubscription(actor: Actor): Promise<PaymentCreated> {
    const em = this.orm.em.fork();
    const [live] = await em.execute<SubscriptionRow[]>(
      `select * from subscription where user_id = ? and status in ('active', 'trialing', 'past_due') limit 1`,
      [actor.userId],
    );
    if (live) throw new DomainError(ErrorCode.AlreadyMember, errorMessage.alreadyMember);
    const [open] = await em.execute<{ client_secret: string }[]>(
      `select client_secret from payment where user_id = ? and kind = 'membership' and status in ('pending', 'failed')
         and created_at > now() - interval '23 hours' order by created_at desc limit 1`,
      [actor.userId],
    );
    if (open) return { clientSecret: open.client_secret, amountCents: membershipPlan.priceCents, currency: 'AUD', sessionId: null };

    const [{ n: previous }] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from payment where user_id = ? and kind = 'membership'`,
      [actor.userId],
    );
    return this.call(async () => {
      const customer = await this.customerFor(actor.userId);
      await this.ensureProduct();
      const subscription = await this.stripe.subscriptions.create(
        {
          customer,
          items: [{ price_data: { currency: 'aud', product: MEMBERSHIP_PRODUCT, unit_amount: membershipPlan.priceCents, recurring: { interval: 'month' } } }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId: actor.userId, kind: 'membership', planId: membershipPlan.id },
        },
        { idempotencyKey: idempotencyKeys.membership(actor.userId, previous) },
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice;
      const clientSecret = invoice.confirmation_secret?.client_secret;
      const intentId = clientSecret ? piIdOf(clientSecret) : null;
      if (!clientSecret || !intentId) throw new Error('subscription created without a confirmation secret');
      await em.transactional(async (tx) => {
        await tx.execute(
          `insert into subscription (id, user_id, status) values (?, ?, ?) on conflict (id) do nothing`,
          [subscription.id, actor.userId, subscription.status],
        );
        await tx.execute(
          `insert into payment (id, user_id, kind, plan_id, subscription_id, client_secret, amount_cents) values (?, ?, 'membership', ?, ?, ?, ?)
           on conflict (id) do nothing`,
          [intentId, actor.userId, membershipPlan.id, subscription.id, clientSecret, membershipPlan.priceCents],
        );
      });
      return { clientSecret, amountCents: membershipPlan.priceCents, currency: 'AUD' as const, sessionId: null };
    });
  }

  // ---- webhooks ----------------------------------------------------------------------

  /**
   * Verifies the signature (tampered, missing or older than 5 minutes → 400, nothing written),
   * re-reads the object from the provider, then applies the event once: its id is recorded
   * in the same transaction as its effect.
   */
  async webhook(payload: string, signature: string | null): Promise<{ received: true }> {
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('missing signature');
      event = this.stripe.webhooks.constructEvent(payload, signature, this.provider.webhookSecret, 300);
    } catch {
      throw new DomainError(ErrorCode.WebhookSignatureInvalid, errorMessage.webhookSignatureInvalid);
    }
    // Every event Kiin handles is about an object with an id; the others are recorded and ignored.
    await this.apply(event as unknown as ProviderEvent);
    if (event.type === 'payment_intent.succeeded') await this.settleRefunds(event.data.object.id);
    return { received: true };
  }

  /** Applies one provider event once: re-reads its object, records its id with the effect. Whether it was new. */
  private async apply(event: ProviderEvent): Promise<boolean> {
    const em = this.orm.em.fork();
    const [seen] = await em.execute('select 1 from processed_webhook where event_id = ?', [event.id]);
    if (seen) return false;

    const effect = await this.call(() => this.readEffect(event));
    return em.transactional(async (tx) => {
      const inserted = await tx.execute<{ event_id: string }[]>(
        'insert into processed_webhook (event_id, type) values (?, ?) on conflict do nothing returning event_id',
        [event.id, event.type],
      );
      if (inserted.length === 0) return false;
      await effect(tx);
      return true;
    });
  }

  /** Reads the current objects for an event, and returns what to do with them. */
  private async readEffect(event: ProviderEvent): Promise<(tx: EntityManager) => Promise<void>> {
    const object = event.data.object;
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed': {
        const intent = await this.stripe.paymentIntents.retrieve(object.id);
        return (tx) => this.applyIntent(tx, intent);
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = await this.stripe.invoices.retrieve(object.id);
        const subId = invoice.parent?.subscription_details?.subscription;
        const sub = subId ? await this.stripe.subscriptions.retrieve(typeof subId === 'string' ? subId : subId.id) : null;
        return async (tx) => {
          if (sub) await this.applySubscription(tx, sub);
          if (sub && invoice.status === 'paid') await this.applyPaidInvoice(tx, invoice, sub);
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = await this.stripe.subscriptions.retrieve(object.id);
        return (tx) => this.applySubscription(tx, sub);
      }
      case 'charge.refunded': {
        const charge = await this.stripe.charges.retrieve(object.id);
        const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        return (tx) => (intentId && charge.refunded ? this.applyRefund(tx, intentId) : Promise.resolve());
      }
      default:
        return () => Promise.resolve();
    }
  }

  /**
   * A ticket paid: the seat is given if the member may still have one now (the session row is
   * locked while that is decided). If not (they already hold a seat, the session is full or was
   * cancelled), the payment is marked for a refund instead: no seat, no invoice.
   */
  private async applyIntent(tx: EntityManager, intent: Stripe.PaymentIntent): Promise<void> {
    const status = intent.status === 'succeeded' ? 'succeeded' : intent.last_payment_error ? 'failed' : 'pending';
    await tx.execute(
      `update payment set status = case when status in ('succeeded', 'refund_due', 'refunded') then status else ? end, failure_message = ?, updated_at = now() where id = ?`,
      [status, intent.last_payment_error?.message ?? null, intent.id],
    );
    const meta = intent.metadata ?? {};
    if (intent.status !== 'succeeded' || meta.kind !== 'kliinic' || !meta.userId || !meta.sessionId) return;
    const charge = intent.latest_charge ? await this.stripe.charges.retrieve(typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge.id) : null;
    if (charge?.refunded) return;
    // The session row is locked first: the same payment applied twice at once (a webhook and a
    // reconciliation) is decided once, and the second sees the first's seat as this payment's own.
    const noSeat = await seatCheck(tx, meta.sessionId, meta.userId, new Date());
    const [decided] = await tx.execute(
      `select 1 from payment where id = ? and refund_reason is not null union all select 1 from kliinic_booking where payment_ref = ?`,
      [intent.id, intent.id],
    );
    if (decided) return;
    await releaseHold(tx, meta.sessionId, meta.userId);
    if (noSeat) {
      await tx.execute(
        `insert into payment (id, user_id, kind, plan_id, session_id, client_secret, amount_cents, status, refund_reason)
         values (?, ?, 'kliinic', ?, ?, ?, ?, 'refund_due', ?)
         on conflict (id) do update set status = 'refund_due', refund_reason = excluded.refund_reason, updated_at = now()`,
        [intent.id, meta.userId, kliinicPlan.id, meta.sessionId, intent.client_secret ?? '', intent.amount, noSeat],
      );
      this.log.warn({ paymentId: intent.id, reason: noSeat }, 'a paid ticket could not be given a seat; refunding it');
      return;
    }
    const bookingId = randomUUID();
    await tx.execute(
      `insert into kliinic_booking (id, session_id, user_id, source, payment_ref) values (?, ?, ?, 'ticket', ?)`,
      [bookingId, meta.sessionId, meta.userId, intent.id],
    );
    recordEvent(tx, PRODUCER, 'kliinic.booked.v1', meta.userId, { userId: meta.userId, sessionId: meta.sessionId, bookingId });
    const [session] = await tx.execute<{ title: string }[]>('select title from kliinic_session where id = ?', [meta.sessionId]);
    await this.issueInvoice(tx, meta.userId, intent.id, `Kliinic ticket: ${session?.title ?? 'kliinic'}`, intent.amount_received || intent.amount);
    recordEvent(tx, PRODUCER, 'payment.succeeded.v1', meta.userId, {
      userId: meta.userId,
      paymentId: intent.id,
      planId: kliinicPlan.id,
      amountCents: intent.amount_received || intent.amount,
    });
  }

  private async applyPaidInvoice(tx: EntityManager, invoice: Stripe.Invoice, sub: Stripe.Subscription): Promise<void> {
    const userId = sub.metadata?.userId;
    if (!userId) return;
    const paid = invoice.amount_paid;
    const issued = await this.issueInvoice(tx, userId, invoice.id, `${membershipPlan.name} (${membershipPlan.priceLabel})`, paid);
    if (issued) recordEvent(tx, PRODUCER, 'payment.succeeded.v1', userId, { userId, paymentId: invoice.id, planId: membershipPlan.id, amountCents: paid });
    await tx.execute(`update payment set status = 'succeeded', updated_at = now() where subscription_id = ? and status <> 'succeeded'`, [sub.id]);
  }

  private async issueInvoice(tx: EntityManager, userId: string, paymentRef: string, description: string, totalCents: number): Promise<boolean> {
    const invoiceId = randomUUID();
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into tax_invoice (id, user_id, payment_ref, description, total_cents, gst_cents) values (?, ?, ?, ?, ?, ?)
       on conflict (payment_ref) do nothing returning id`,
      [invoiceId, userId, paymentRef, description, totalCents, gstOf(totalCents)],
    );
    if (inserted.length === 0) return false;
    recordEvent(tx, PRODUCER, 'invoice.issued.v1', userId, { userId, invoiceId });
    return true;
  }

  /** Mirrors the provider's subscription; premium changes travel as events, in order. */
  private async applySubscription(tx: EntityManager, sub: Stripe.Subscription): Promise<void> {
    const userId = sub.metadata?.userId;
    if (!userId) return;
    const periodEnd = sub.items?.data?.[0]?.current_period_end ?? null;
    await tx.execute(`insert into subscription (id, user_id, status) values (?, ?, ?) on conflict (id) do nothing`, [sub.id, userId, sub.status]);
    const [row] = await tx.execute<SubscriptionRow[]>('select * from subscription where id = ? for update', [sub.id]);
    const premium = PREMIUM_STATUSES.has(sub.status);
    const version = premium === row.premium ? row.version : row.version + 1;
    await tx.execute(
      `update subscription set status = ?, cancel_at_period_end = ?, current_period_end = ?, ended_at = ?, premium = ?, version = ?, updated_at = now() where id = ?`,
      [sub.status, sub.cancel_at_period_end, periodEnd ? new Date(periodEnd * 1000) : null, sub.ended_at ? new Date(sub.ended_at * 1000) : null, premium, version, sub.id],
    );
    // Cancelled, or kept again, while premium carries on to the period's end: the member is told.
    if (premium && row.premium && row.cancel_at_period_end !== sub.cancel_at_period_end) {
      recordEvent(tx, PRODUCER, 'subscription.renewal-changed.v1', userId, {
        userId,
        subscriptionId: sub.id,
        renews: !sub.cancel_at_period_end,
        periodEndsAt: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
      });
    }
    if (premium === row.premium) return;
    if (premium) {
      recordEvent(tx, PRODUCER, 'subscription.activated.v1', userId, { userId, subscriptionId: sub.id, version });
    } else if (row.premium) {
      const endsAt = iso(sub.ended_at) ?? new Date().toISOString();
      recordEvent(tx, PRODUCER, 'subscription.cancelled.v1', userId, { userId, subscriptionId: sub.id, endsAt, version });
      await this.releaseIncludedSeats(tx, userId);
    }
  }

  /**
   * The membership ended: the seats it included at sessions still ahead are given back (the
   * member is told by mail, from the cancellation event). Another live membership of theirs
   * keeps them.
   */
  private async releaseIncludedSeats(tx: EntityManager, userId: string): Promise<void> {
    const [stillMember] = await tx.execute(`select 1 from subscription where user_id = ? and premium`, [userId]);
    if (stillMember) return;
    const released = await tx.execute<{ id: string; session_id: string }[]>(
      `update kliinic_booking b set status = 'cancelled', cancelled_at = now(), cancel_reason = 'membership-ended'
       from kliinic_session s
       where s.id = b.session_id and b.user_id = ? and b.source = 'membership' and b.status = 'confirmed' and s.starts_at > ?
       returning b.id, b.session_id`,
      [userId, new Date()],
    );
    for (const b of released) {
      recordEvent(tx, PRODUCER, 'kliinic.booking-cancelled.v1', userId, { userId, sessionId: b.session_id, bookingId: b.id, refunded: false });
    }
  }

  private async applyRefund(tx: EntityManager, intentId: string): Promise<void> {
    const cancelled = await tx.execute<{ id: string; user_id: string; session_id: string }[]>(
      `update kliinic_booking set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()), refunded_at = now()
       where payment_ref = ? and status = 'confirmed' returning id, user_id, session_id`,
      [intentId],
    );
    // A refund billing owes (no seat could be given) is closed by `settleRefunds`, which also tells the member.
    await tx.execute(`update payment set status = 'refunded', refunded_at = coalesce(refunded_at, now()), updated_at = now() where id = ? and status <> 'refund_due'`, [intentId]);
    for (const b of cancelled) {
      recordEvent(tx, PRODUCER, 'kliinic.booking-cancelled.v1', b.user_id, { userId: b.user_id, sessionId: b.session_id, bookingId: b.id, refunded: true });
    }
  }

  /**
   * Refunds the ticket payments that were given no seat (all of them, or one), then records the
   * refund and tells the member by mail. A refund the provider did not take stays due, and the
   * next reconciliation tries it again; the idempotency key makes it one refund however often.
   */
  async settleRefunds(paymentId?: string): Promise<number> {
    const em = this.orm.em.fork();
    const due = await em.execute<{ id: string; user_id: string; session_id: string; refund_reason: NoSeat; amount_cents: number }[]>(
      `select id, user_id, session_id, refund_reason, amount_cents from payment where status = 'refund_due'${paymentId ? ' and id = ?' : ''}`,
      paymentId ? [paymentId] : [],
    );
    let settled = 0;
    for (const payment of due) {
      try {
        await this.stripe.refunds.create(
          { payment_intent: payment.id, reason: payment.refund_reason === 'already-booked' ? 'duplicate' : 'requested_by_customer' },
          { idempotencyKey: idempotencyKeys.seatlessRefund(payment.id) },
        );
      } catch (error) {
        if ((error as { code?: string }).code !== 'charge_already_refunded') {
          this.log.warn({ err: error, paymentId: payment.id }, 'refund of a ticket without a seat failed; reconciliation retries it');
          continue;
        }
      }
      await em.execute(`update payment set status = 'refunded', refunded_at = coalesce(refunded_at, now()), updated_at = now() where id = ?`, [payment.id]);
      await this.notifications.onTicketRefunded(em, payment.id);
      settled += 1;
    }
    return settled;
  }

  // ---- reconciliation and the test clock ----------------------------------------------

  /**
   * Compares recent provider objects (kliinic PaymentIntents, subscriptions and their latest
   * invoice) with local state, and applies what a missed webhook would have done, through the
   * webhook's own handler. Each repair is recorded under an event id made from the object and
   * the state it repairs to, so a second run (or the late webhook itself) changes nothing twice.
   */
  async reconcile(lookbackHours = 72, now = new Date()): Promise<ReconcileResult> {
    const since = Math.floor(now.getTime() / 1000) - lookbackHours * 3600;
    const em = this.orm.em.fork();
    const repairs: ProviderEvent[] = [];
    let checked = 0;
    const repair = (type: Stripe.Event['type'], objectId: string, state: string) =>
      repairs.push({ id: `reconcile_${objectId}_${state}`, type, data: { object: { id: objectId } } });

    const intents = await this.call(() => this.stripe.paymentIntents.list({ created: { gte: since }, limit: 100 }).autoPagingToArray({ limit: 1000 }));
    for (const intent of intents) {
      if (intent.metadata?.kind !== 'kliinic') continue;
      checked += 1;
      const [local] = await em.execute<{ status: string; seats: number }[]>(
        `select p.status, (select count(*)::int from kliinic_booking b where b.payment_ref = p.id) as seats from payment p where p.id = ?`,
        [intent.id],
      );
      if (intent.status === 'succeeded' && (!local || (local.seats === 0 && !['refunded', 'refund_due'].includes(local.status)))) repair('payment_intent.succeeded', intent.id, 'succeeded');
      else if (intent.last_payment_error && local?.status === 'pending') repair('payment_intent.payment_failed', intent.id, `failed_${idOf(intent.payment_method) ?? 'none'}`);
    }

    const listed = await this.call(() => this.stripe.subscriptions.list({ status: 'all', created: { gte: since }, limit: 100 }).autoPagingToArray({ limit: 1000 }));
    const open = await em.execute<{ id: string }[]>(`select id from subscription where status not in ('canceled', 'incomplete_expired')`);
    const subscriptions = new Map(listed.map((sub) => [sub.id, sub]));
    for (const { id } of open) {
      if (subscriptions.has(id)) continue;
      // One the provider no longer has (its customer was deleted with the member's account) is left alone.
      const sub = await this.call(() => this.stripe.subscriptions.retrieve(id).catch(missingAsNull));
      if (sub) subscriptions.set(id, sub);
    }
    for (const sub of subscriptions.values()) {
      if (!sub.metadata?.userId) continue;
      checked += 1;
      const periodEnd = sub.items?.data?.[0]?.current_period_end ?? null;
      const [row] = await em.execute<(SubscriptionRow & { ended_at: Date | null })[]>('select * from subscription where id = ?', [sub.id]);
      const same =
        row &&
        row.status === sub.status &&
        row.cancel_at_period_end === sub.cancel_at_period_end &&
        (row.current_period_end ? new Date(row.current_period_end).getTime() : null) === (periodEnd ? periodEnd * 1000 : null);
      if (!same) repair('customer.subscription.updated', sub.id, `${sub.status}_${sub.cancel_at_period_end ? 'ending' : 'renewing'}_${periodEnd ?? 0}`);
      const invoiceId = idOf(sub.latest_invoice);
      if (!invoiceId) continue;
      const invoice = await this.call(() => this.stripe.invoices.retrieve(invoiceId).catch(missingAsNull));
      if (invoice?.status !== 'paid') continue;
      const [issued] = await em.execute('select 1 from tax_invoice where payment_ref = ?', [invoice.id]);
      if (!issued) repair('invoice.paid', invoice.id, 'paid');
    }

    let repaired = 0;
    for (const event of repairs) if (await this.apply(event)) repaired += 1;
    repaired += await this.settleRefunds();
    if (repaired > 0) this.log.warn({ repaired, checked }, 'reconciliation repaired what missed webhooks left behind');
    return { checked, repaired };
  }

  /** The local test mode only: moves the test clock forward by whole days, renewing (or failing) subscriptions. */
  async advanceTestClock(days: number): Promise<{ frozenTime: string }> {
    const local = this.provider.local;
    if (this.provider.mode !== 'test' || !local) throw new DomainError(ErrorCode.TestModeOnly, errorMessage.testModeOnly);
    const frozenTime = (await local.now()) + days * 86_400;
    await this.call(() =>
      this.stripe.testHelpers.testClocks.advance(
        TEST_CLOCK_ID,
        { frozen_time: frozenTime },
        { idempotencyKey: idempotencyKeys.advanceTestClock(TEST_CLOCK_ID, frozenTime) },
      ),
    );
    await local.settled();
    return { frozenTime: iso(frozenTime)! };
  }

  // ---- premium, membership, status ---------------------------------------------------

  async setPremium(actor: Actor, isPremium: boolean): Promise<SetPremiumResult> {
    const em = this.orm.em.fork();
    const [sub] = await em.execute<SubscriptionRow[]>(
      `select * from subscription where user_id = ? and status in ('active', 'trialing', 'past_due') order by created_at desc limit 1`,
      [actor.userId],
    );
    if (!isPremium) {
      if (!sub) throw new DomainError(ErrorCode.NothingToCancel, errorMessage.nothingToCancel);
      if (!sub.cancel_at_period_end) {
        const updated = await this.call(() =>
          this.stripe.subscriptions.update(
            sub.id,
            { cancel_at_period_end: true },
            { idempotencyKey: idempotencyKeys.cancelAtPeriodEnd(sub.id, sub.version, new Date(sub.updated_at)) },
          ),
        );
        await em.transactional((tx) => this.applySubscription(tx, updated));
      }
      const [row] = await em.execute<SubscriptionRow[]>('select * from subscription where id = ?', [sub.id]);
      return { title: 'Subscription cancelled', until: row.current_period_end ? new Date(row.current_period_end).toISOString() : null };
    }
    if (!sub) throw new DomainError(ErrorCode.NothingToResume, errorMessage.nothingToResume);
    if (sub.cancel_at_period_end) {
      const updated = await this.call(() =>
        this.stripe.subscriptions.update(
          sub.id,
          { cancel_at_period_end: false },
          { idempotencyKey: idempotencyKeys.resume(sub.id, sub.version, new Date(sub.updated_at)) },
        ),
      );
      await em.transactional((tx) => this.applySubscription(tx, updated));
    }
    const [row] = await em.execute<SubscriptionRow[]>('select * from subscription where id = ?', [sub.id]);
    return { title: 'Upgraded to premium', until: row.current_period_end ? new Date(row.current_period_end).toISOString() : null };
  }

  async membership(actor: Actor): Promise<Membership> {
    const em = this.orm.em.fork();
    const [sub] = await em.execute<(SubscriptionRow & { ended_at: Date | null })[]>(
      `select * from subscription where user_id = ? and status <> 'incomplete' and status <> 'incomplete_expired' order by created_at desc limit 1`,
      [actor.userId],
    );
    const periodEnd = sub?.current_period_end ? new Date(sub.current_period_end).toISOString() : null;
    const status: Membership['status'] = !sub
      ? 'none'
      : sub.status === 'past_due'
        ? 'past_due'
        : sub.premium && sub.cancel_at_period_end
          ? 'ending'
          : sub.premium
            ? 'active'
            : 'ended';
    return {
      status,
      planName: sub ? membershipPlan.name : null,
      priceLabel: sub ? membershipPlan.priceLabel : null,
      renewsAt: status === 'active' || status === 'past_due' ? periodEnd : null,
      endsAt: status === 'ending' ? periodEnd : status === 'ended' && sub?.ended_at ? new Date(sub.ended_at).toISOString() : null,
    };
  }

  /** Whether a payment's effect is in place yet (the success page waits for `confirmed`). */
  async paymentStatus(actor: Actor, paymentIntentId: string): Promise<PaymentStatus> {
    const em = this.orm.em.fork();
    const [payment] = await em.execute<{ id: string; kind: 'kliinic' | 'membership'; status: string; failure_message: string | null; subscription_id: string | null; refund_reason: NoSeat | null; session_id: string | null }[]>(
      'select * from payment where id = ? and user_id = ?',
      [paymentIntentId, actor.userId],
    );
    if (!payment) throw new DomainError(ErrorCode.PaymentNotFound, errorMessage.paymentNotFound);
    const session = await this.paidSession(em, payment.session_id);
    const answer = (status: PaymentStatus['status'], message: string | null): PaymentStatus => ({ type: payment.kind, status, message, session });
    let confirmed = false;
    if (payment.kind === 'kliinic') {
      const [seat] = await em.execute(`select 1 from kliinic_booking where payment_ref = ? and status = 'confirmed'`, [payment.id]);
      confirmed = Boolean(seat);
    } else {
      const [sub] = await em.execute(`select 1 from subscription where id = ? and premium`, [payment.subscription_id]);
      confirmed = Boolean(sub);
    }
    if (!confirmed && payment.refund_reason) return answer('failed', refundMessage(payment.refund_reason, payment.status === 'refunded'));
    if (!confirmed && payment.status === 'cancelled') return answer('failed', errorMessage.alreadyBooked);
    const status: PaymentStatus['status'] = confirmed ? 'confirmed' : payment.status === 'failed' ? 'failed' : payment.status === 'succeeded' ? 'processing' : 'pending';
    return answer(status, status === 'failed' ? payment.failure_message : null);
  }

  /** The kliinic a ticket is for, as the confirmation names it. */
  private async paidSession(em: EntityManager, sessionId: string | null): Promise<PaymentStatus['session']> {
    if (!sessionId) return null;
    const [row] = await em.execute<{ id: string; title: string; starts_at: Date; duration_minutes: number }[]>(
      'select id, title, starts_at, duration_minutes from kliinic_session where id = ?',
      [sessionId],
    );
    if (!row) return null;
    const startsAt = new Date(row.starts_at);
    return { id: row.id, title: row.title, startsAt: startsAt.toISOString(), date: sydneyDate(startsAt), time: sydneyTimeLabel(startsAt), durationMinutes: row.duration_minutes };
  }

  // ---- the local test mode's card form -----------------------------------------------

  private async ownIntent(actor: Actor, clientSecret: string): Promise<{ intentId: string; sessionId: string | null }> {
    if (this.provider.mode !== 'test') throw new DomainError(ErrorCode.TestModeOnly, errorMessage.testModeOnly);
    const intentId = piIdOf(clientSecret);
    const [payment] = intentId
      ? await this.orm.em
          .fork()
          .execute<{ session_id: string | null }[]>('select session_id from payment where id = ? and user_id = ? and client_secret = ?', [intentId, actor.userId, clientSecret])
      : [];
    if (!intentId || !payment) throw new DomainError(ErrorCode.PaymentNotFound, errorMessage.paymentNotFound);
    return { intentId, sessionId: payment.session_id };
  }

  /**
   * Before a ticket is charged: the member must still be able to have the seat (their hold is
   * renewed). A member who took the included seat meanwhile, or a session that filled or was
   * cancelled, is told so and nothing is charged.
   */
  private async refusedTicket(userId: string, sessionId: string | null, intentId: string): Promise<TestCardResult | null> {
    if (!sessionId) return null;
    // Paid already and seated by this very payment (a second click): the confirmation says so.
    const [seatedByIt] = await this.orm.em.fork().execute(`select 1 from kliinic_booking where payment_ref = ? and status = 'confirmed'`, [intentId]);
    if (seatedByIt) return null;
    const noSeat = await this.holdSeatFor(userId, sessionId);
    if (!noSeat) return null;
    return { status: 'failed', message: noSeat === 'already-booked' ? errorMessage.alreadyBooked : errorMessage.kliinicUnavailable };
  }

  private static result(intent: Stripe.PaymentIntent): TestCardResult {
    if (intent.status === 'succeeded') return { status: 'succeeded', message: null };
    if (intent.status === 'requires_action') return { status: 'requires_action', message: null };
    if (intent.status === 'canceled') return { status: 'failed', message: 'This payment was cancelled. Nothing was charged.' };
    if (intent.last_payment_error) return { status: 'failed', message: intent.last_payment_error.message ?? 'Your card was declined.' };
    return { status: 'processing', message: null };
  }

  /** What Stripe.js does in the browser, for the local test mode: confirm with a card. */
  async testCard(actor: Actor, body: TestCardBody): Promise<TestCardResult> {
    const { intentId, sessionId } = await this.ownIntent(actor, body.clientSecret);
    const refused = await this.refusedTicket(actor.userId, sessionId, intentId);
    if (refused) return refused;
    const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(body.expiry);
    if (!expiry) return { status: 'failed', message: "Your card's expiration date is incomplete." };
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    try {
      const current = await this.stripe.paymentIntents.retrieve(intentId);
      const intent = await this.stripe.paymentIntents.confirm(
        intentId,
        {
          payment_method_data: { type: 'card', card: { number: body.cardNumber.replace(/\s/g, ''), exp_month: Number(expiry[1]), exp_year: year, cvc: body.cvc } },
        } as unknown as Stripe.PaymentIntentConfirmParams,
        { idempotencyKey: idempotencyKeys.confirmCard(intentState(current), { number: body.cardNumber, expiry: body.expiry, cvc: body.cvc }) },
      );
      return PaymentsService.result(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'failed', message: error.message };
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        return PaymentsService.result(await this.stripe.paymentIntents.retrieve(intentId));
      }
      throw error;
    }
  }

  /** The extra confirmation step some cards ask for (Stripe's 3D Secure window). */
  async testAuthenticate(actor: Actor, clientSecret: string, approve: boolean): Promise<TestCardResult> {
    const { intentId, sessionId } = await this.ownIntent(actor, clientSecret);
    const refused = approve ? await this.refusedTicket(actor.userId, sessionId, intentId) : null;
    if (refused) return refused;
    const intent = await this.call(async (): Promise<unknown> => {
      const current = await this.stripe.paymentIntents.retrieve(intentId);
      return (await this.stripe.rawRequest(
        'POST',
        `/v1/payment_intents/${intentId}/authenticate`,
        { outcome: approve ? 'approve' : 'fail' },
        { idempotencyKey: idempotencyKeys.authenticate(intentState(current), approve) },
      )) as unknown;
    });
    return PaymentsService.result(intent as Stripe.PaymentIntent);
  }
}

/** A provider object that does not exist (404) reads as null; any other failure stays one. */
const missingAsNull = (error: unknown): null => {
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
  throw error;
};

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** The state of a PaymentIntent that an idempotency key is derived from. */
const intentState = (intent: Stripe.PaymentIntent) => ({
  id: intent.id,
  status: intent.status,
  lastErrorCode: intent.last_payment_error?.code ?? null,
  paymentMethod: idOf(intent.payment_method),
});
