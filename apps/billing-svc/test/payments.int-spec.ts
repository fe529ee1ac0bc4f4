import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Envelope, ErrorCode, type EventMap, type JobMap } from '@kiin/contracts';
import { DomainError, JobQueues, openDatabase, redisConnection } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase, waitFor } from '@kiin/testing';
import { Queue } from 'bullmq';
import Stripe from 'stripe';
import { envSchema } from '../src/config';
import { database } from '../src/database';
import { BookingsRepository } from '../src/kliinics/bookings.repository';
import { BookingsService } from '../src/kliinics/bookings.service';
import { reminderJobIds } from '../src/kliinics/ics';
import { KliinicSessionsRepository } from '../src/kliinics/kliinic-sessions.repository';
import { KliinicsService } from '../src/kliinics/kliinics.service';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import { NotificationsService } from '../src/notifications/notifications.service';
import { ChargeWebhookService } from '../src/payment-webhooks/charge-webhook.service';
import { InvoiceWebhookService } from '../src/payment-webhooks/invoice-webhook.service';
import { PaymentIntentWebhookService } from '../src/payment-webhooks/payment-intent-webhook.service';
import { ProcessedWebhooksRepository } from '../src/payment-webhooks/processed-webhooks.repository';
import { SubscriptionWebhookService } from '../src/payment-webhooks/subscription-webhook.service';
import { WebhooksService } from '../src/payment-webhooks/webhooks.service';
import { CheckoutService } from '../src/payments/checkout.service';
import { testCards } from '../src/payments/local/cards';
import { TEST_CLOCK_ID } from '../src/payments/local/clock';
import { MembershipService } from '../src/payments/membership.service';
import { PaymentStatusService } from '../src/payments/payment-status.service';
import { PaymentsRepository } from '../src/payments/payments.repository';
import { openPaymentProvider, type PaymentProvider } from '../src/payments/provider';
import { ReconciliationService } from '../src/payments/reconciliation.service';
import { SeatlessRefundsService } from '../src/payments/seatless-refunds.service';
import { SubscriptionsRepository } from '../src/payments/subscriptions.repository';
import { TestCardService } from '../src/payments/test-card.service';
import { TestClockService } from '../src/payments/test-clock.service';
import { BillingPrivacyRepository } from '../src/privacy/privacy.repository';
import { BillingPrivacyService } from '../src/privacy/privacy.service';
import { TaxInvoicesRepository } from '../src/tax/tax-invoices.repository';
import { TaxInvoicesService } from '../src/tax/tax-invoices.service';

/**
 * Payments through the real `stripe` SDK against the local test-mode provider (an HTTP server
 * that answers like Stripe's API): the events it sends are collected here, then delivered to
 * billing's webhook handler as often and in whatever order the test likes.
 */
describe('payments and webhooks', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let provider: PaymentProvider;
  let checkout: CheckoutService;
  let webhooks: WebhooksService;
  let reconciliation: ReconciliationService;
  let memberships: MembershipService;
  let statuses: PaymentStatusService;
  let cardForm: TestCardService;
  let testClock: TestClockService;
  let bookings: BookingsService;
  let invoices: TaxInvoicesService;
  let jobs: JobQueues;
  let notifications: NotificationsService;
  let sink: Server;
  /** billing's repositories: they hold no state, so one of each serves every service here. */
  const rows = {
    bookings: new BookingsRepository(),
    sessions: new KliinicSessionsRepository(),
    payments: new PaymentsRepository(),
    subscriptions: new SubscriptionsRepository(),
    invoices: new TaxInvoicesRepository(),
    notifications: new NotificationsRepository(),
  };
  const kliinicsService = () => new KliinicsService(orm, rows.sessions, rows.bookings);
  /** This run's own BullMQ keys in the real Redis. */
  const bullPrefix = `kiin-test-billing-${randomUUID().slice(0, 8)}`;
  const redisUrl = process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const emailQueue = new Queue('email', { connection: redisConnection(redisUrl), prefix: bullPrefix });
  const billingQueue = new Queue('billing', { connection: redisConnection(redisUrl), prefix: bullPrefix });
  const received: string[] = [];
  const secret = `whsec_${randomUUID().replace(/-/g, '')}`;
  const signer = new Stripe('sk_test_signer');

  const member = (): Actor => ({ userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] }) as unknown as Actor;
  const sign = (payload: string, timestamp?: number) => signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const count = async (sql: string, params: unknown[] = []) => Number((await orm.em.fork().execute<{ n: string }[]>(sql, params))[0].n);
  const outbox = async (topic: string) => count('select count(*) as n from outbox where topic = ?', [topic]);
  /** A test member's bookings and invoices: a few, so the first page holds them all. */
  const bookingsOf = async (actor: Actor) => (await bookings.list(actor, {})).items;
  const invoicesOf = async (actor: Actor) => (await invoices.list(actor, {})).items;
  const codeOf = async (call: Promise<unknown>) => {
    const error = await call.then(() => undefined, (e: unknown) => e);
    if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
    return error.code;
  };
  /** Takes the events delivered so far, leaving none behind. */
  const takeEvents = async () => {
    await provider.local!.settled();
    return received.splice(0, received.length);
  };
  const deliver = async (payloads: string[]) => {
    for (const payload of payloads) await webhooks.receive(payload, sign(payload));
  };
  /** The mails billing has queued for identity's worker to deliver. */
  const mailsTo = async (actor: Actor, template: JobMap['email.send']['template']) =>
    (await emailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']))
      .map((job) => job.data as JobMap['email.send'])
      .filter((mail) => mail.toUserId === actor.userId && mail.template === template);
  const outboxEvents = async <T extends keyof EventMap>(topic: T, key?: string) =>
    (await orm.em.fork().execute<{ envelope: Envelope<EventMap[T]> }[]>(
      `select envelope from outbox where topic = ?${key ? ' and key = ?' : ''} order by created_at`,
      key ? [topic, key] : [topic],
    )).map((r) => r.envelope);
  /** What billing's consumer does with its own events (each call is one Kafka delivery). */
  /** Billing's consumer of its own events, as the kit calls it for each delivery. */
  const consume = async (events: Envelope<EventMap['invoice.issued.v1'] | EventMap['kliinic.booked.v1'] | EventMap['subscription.renewal-changed.v1']>[]) => {
    for (const event of events) {
      const payload = event.payload as { invoiceId?: string; bookingId?: string };
      if (event.type === 'subscription.renewal-changed.v1') await notifications.onRenewalChanged(event.id, event.payload as EventMap['subscription.renewal-changed.v1']);
      else if (payload.invoiceId) await notifications.onInvoiceIssued(orm.em.fork(), payload.invoiceId);
      else await notifications.onBooked(orm.em.fork(), payload.bookingId!);
    }
  };
  /** A session of its own, starting `ms` from now, so a test never depends on the seeded calendar. */
  const sessionIn = async (ms: number, capacity = 100) => {
    const em = orm.em.fork();
    const [session] = await em.execute<{ id: string }[]>(
      `insert into kliinic_session (id, starts_at, title, description, leader, guest, capacity) values (?, ?, ?, 'Created by the test.', 'Host', 'Guest', ?) returning id`,
      [randomUUID(), new Date(Date.now() + ms), `A kliinic for this test ${randomUUID().slice(0, 6)}`, capacity],
    );
    return session.id;
  };
  const pay = (actor: Actor, clientSecret: string, cardNumber: string = testCards.succeeds) =>
    cardForm.testCard(actor, { clientSecret, cardNumber, expiry: '12 / 34', cvc: '123' });
  const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0];
  /** What Stripe.js does in the browser with real Stripe: confirms at the provider, without asking billing first. */
  const payAtProvider = (clientSecret: string) =>
    provider.stripe.paymentIntents.confirm(intentOf(clientSecret), {
      payment_method_data: { type: 'card', card: { number: testCards.succeeds, exp_month: 12, exp_year: 2034, cvc: '123' } },
    } as unknown as Stripe.PaymentIntentConfirmParams);
  /** Whether the member was charged for this payment and kept the money's worth: succeeded and not refunded. */
  const chargedAndKept = async (clientSecret: string) => {
    const intent = await provider.stripe.paymentIntents.retrieve(intentOf(clientSecret));
    if (intent.status !== 'succeeded') return false;
    return !(await provider.stripe.charges.retrieve(intent.latest_charge as string)).refunded;
  };
  const seatsAt = (sessionId: string) => count(`select count(*) as n from kliinic_booking where session_id = ? and status = 'confirmed'`, [sessionId]);

  beforeAll(async () => {
    db = await createTestDatabase('billing_payments', database);
    orm = await openDatabase(db.url, database);
    sink = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const env = envSchema.parse({
      TCP_PORT: '1',
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      BULLMQ_PREFIX: bullPrefix,
      KAFKA_BROKERS: '127.0.0.1:9092',
      INTERNAL_RPC_SECRET: 'x'.repeat(32),
      STRIPE_WEBHOOK_SECRET: secret,
      SELLER_ABN: '51824753556',
      PAYMENTS_WEBHOOK_URL: `http://127.0.0.1:${(sink.address() as AddressInfo).port}/api/webhooks/stripe`,
    });
    provider = await openPaymentProvider(env);
    jobs = new JobQueues(env);
    notifications = new NotificationsService(jobs, env, rows.notifications);
    bookings = new BookingsService(orm, provider, rows.bookings, rows.sessions, rows.payments, rows.subscriptions);
    const subscriptions = new SubscriptionWebhookService(provider, bookings, rows.subscriptions);
    const refunds = new SeatlessRefundsService(orm, provider, notifications, rows.payments);
    webhooks = new WebhooksService(
      orm,
      provider,
      new PaymentIntentWebhookService(provider, bookings, rows.payments, rows.sessions, rows.invoices),
      new InvoiceWebhookService(provider, subscriptions, rows.payments, rows.invoices),
      subscriptions,
      new ChargeWebhookService(provider, bookings, rows.payments),
      refunds,
      new ProcessedWebhooksRepository(),
    );
    reconciliation = new ReconciliationService(orm, provider, webhooks, refunds, rows.payments, rows.subscriptions, rows.invoices);
    checkout = new CheckoutService(orm, provider, kliinicsService(), bookings, rows.sessions, rows.payments, rows.subscriptions);
    memberships = new MembershipService(orm, provider, subscriptions, rows.subscriptions);
    statuses = new PaymentStatusService(orm, rows.payments, rows.bookings, rows.subscriptions, rows.sessions);
    cardForm = new TestCardService(orm, provider, bookings, rows.bookings, rows.payments);
    testClock = new TestClockService(provider);
    invoices = new TaxInvoicesService(orm, env, rows.invoices);
  });

  afterAll(async () => {
    await Promise.all([emailQueue, billingQueue].map(async (q) => {
      await q.obliterate({ force: true });
      await q.close();
    }));
    await jobs.close();
    await provider.close();
    await new Promise((resolve) => sink.close(resolve));
    await orm.close();
    await db.drop();
  });

  it('charges the plan price whatever amount the client sends, and reuses an unpaid ticket', async () => {
    const actor = member();
    const created = await checkout.createPaymentIntent(actor, undefined);
    expect(created).toMatchObject({ amountCents: 2900, currency: 'AUD' });
    const again = await checkout.createPaymentIntent(actor, created.sessionId!);
    expect(again.clientSecret).toBe(created.clientSecret);
    const intent = await provider.stripe.paymentIntents.retrieve(created.clientSecret.split('_secret_')[0]);
    expect(intent.amount).toBe(2900);
    const membership = await checkout.createSubscription(member());
    expect(membership).toMatchObject({ amountCents: 2400, currency: 'AUD', sessionId: null });
  });

  it('20 events, each delivered 3 times in shuffled order: one booking, one premium, one invoice and one invoice mail each', async () => {
    await takeEvents();
    const ticketBuyers = Array.from({ length: 5 }, member);
    const members = Array.from({ length: 5 }, member);
    for (const actor of ticketBuyers) {
      const { clientSecret } = await checkout.createPaymentIntent(actor, undefined);
      expect(await pay(actor, clientSecret)).toEqual({ status: 'succeeded', message: null });
    }
    for (const actor of members) {
      const { clientSecret } = await checkout.createSubscription(actor);
      expect((await pay(actor, clientSecret)).status).toBe('succeeded');
    }
    const events = await takeEvents();
    // Per ticket: payment_intent.succeeded; per membership: that, invoice.paid and customer.subscription.updated.
    expect(events).toHaveLength(20);
    const deliveries = [...events, ...events, ...events].sort(() => Math.random() - 0.5);
    await Promise.all([0, 1, 2].map((lane) => deliver(deliveries.filter((_, i) => i % 3 === lane))));

    for (const actor of ticketBuyers) {
      expect(await count(`select count(*) as n from kliinic_booking where user_id = ? and status = 'confirmed'`, [actor.userId])).toBe(1);
      expect(await count('select count(*) as n from tax_invoice where user_id = ?', [actor.userId])).toBe(1);
    }
    for (const actor of members) {
      expect(await count('select count(*) as n from subscription where user_id = ? and premium', [actor.userId])).toBe(1);
      const membership = await memberships.membership(actor);
      expect(membership).toMatchObject({ status: 'active', planName: 'Monthly Membership' });
      expect(await invoicesOf(actor)).toEqual([expect.objectContaining({ totalCents: 2400, gstCents: 218 })]);
    }
    expect(await outbox('kliinic.booked.v1')).toBe(5);
    expect(await outbox('subscription.activated.v1')).toBe(5);
    expect(await outbox('invoice.issued.v1')).toBe(10);
    expect(await outbox('payment.succeeded.v1')).toBe(10);
    expect(await count('select count(*) as n from processed_webhook')).toBe(20);

    // Billing reads its booking and invoice events back from Kafka, which delivers at least once:
    // each of them, three times over in shuffled order, still queues one mail.
    const own = [...(await outboxEvents('invoice.issued.v1')), ...(await outboxEvents('kliinic.booked.v1'))];
    expect(own).toHaveLength(15);
    await consume([...own, ...own, ...own].sort(() => Math.random() - 0.5));
    for (const actor of [...ticketBuyers, ...members]) {
      const invoices = await mailsTo(actor, 'billing.tax-invoice');
      expect(invoices).toHaveLength(1);
      expect(invoices[0].data).toMatchObject({ sellerName: 'Kiin Health Pty Ltd', sellerAbn: '51 824 753 556' });
    }
    for (const actor of ticketBuyers) {
      const [confirmation, ...more] = await mailsTo(actor, 'billing.kliinic-booked');
      expect(more).toHaveLength(0);
      expect(confirmation.attachments?.[0]).toMatchObject({ filename: 'kliinic.ics', contentType: 'text/calendar; method=REQUEST' });
    }
    for (const actor of members) expect(await mailsTo(actor, 'billing.kliinic-booked')).toHaveLength(0);
  });

  it('a tampered, old or unsigned event is refused with 400 and writes nothing', async () => {
    const actor = member();
    const { clientSecret } = await checkout.createPaymentIntent(actor, undefined);
    await pay(actor, clientSecret);
    const [payload] = await takeEvents();
    const before = [await count('select count(*) as n from processed_webhook'), await count('select count(*) as n from outbox')];
    const tampered = payload.replace('"amount":2900', '"amount":1');
    expect(tampered).not.toBe(payload);
    expect(await codeOf(webhooks.receive(tampered, sign(payload)))).toBe(ErrorCode.WebhookSignatureInvalid);
    expect(await codeOf(webhooks.receive(payload, sign(payload, Math.floor(Date.now() / 1000) - 301)))).toBe(ErrorCode.WebhookSignatureInvalid);
    expect(await codeOf(webhooks.receive(payload, null))).toBe(ErrorCode.WebhookSignatureInvalid);
    expect(await codeOf(webhooks.receive(payload, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`))).toBe(ErrorCode.WebhookSignatureInvalid);
    expect([await count('select count(*) as n from processed_webhook'), await count('select count(*) as n from outbox')]).toEqual(before);
    expect(await count(`select count(*) as n from kliinic_booking where user_id = ?`, [actor.userId])).toBe(0);
  });

  it("Stripe's test cards: declined with the decline message, and an extra confirmation step", async () => {
    const actor = member();
    const { clientSecret } = await checkout.createPaymentIntent(actor, undefined);
    expect(await pay(actor, clientSecret, testCards.declined)).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await pay(actor, clientSecret, '4242424242424241')).toEqual({ status: 'failed', message: 'Your card number is incorrect.' });
    expect(await pay(actor, clientSecret, testCards.authenticate)).toEqual({ status: 'requires_action', message: null });
    expect(await cardForm.testAuthenticate(actor, clientSecret, true)).toEqual({ status: 'succeeded', message: null });
    await deliver(await takeEvents());
    const intentId = clientSecret.split('_secret_')[0];
    expect(await statuses.paymentStatus(actor, intentId)).toMatchObject({ type: 'kliinic', status: 'confirmed' });
    // Someone else's payment is not theirs to see or pay.
    expect(await codeOf(statuses.paymentStatus(member(), intentId))).toBe(ErrorCode.PaymentNotFound);
    expect(await codeOf(pay(member(), clientSecret))).toBe(ErrorCode.PaymentNotFound);
  });

  it('cancel keeps premium until the period ends, resume undoes it, and the end arrives by event', async () => {
    const actor = member();
    expect(await codeOf(memberships.setPremium(actor, true))).toBe(ErrorCode.NothingToResume);
    const { clientSecret } = await checkout.createSubscription(actor);
    await pay(actor, clientSecret);
    await deliver(await takeEvents());

    const cancelled = await memberships.setPremium(actor, false);
    expect(cancelled.title).toBe('Subscription cancelled');
    expect(Date.parse(cancelled.until!)).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect((await memberships.membership(actor)).status).toBe('ending');
    expect((await memberships.setPremium(actor, true)).title).toBe('Upgraded to premium');
    expect((await memberships.membership(actor)).status).toBe('active');
    await memberships.setPremium(actor, false);
    await deliver(await takeEvents());
    expect(await count(`select count(*) as n from outbox where topic = 'subscription.cancelled.v1' and key = ?`, [actor.userId])).toBe(0);
    // Each change is told by mail, once however often its event arrives: cancelled, kept, cancelled.
    const changes = (await outboxEvents('subscription.renewal-changed.v1', actor.userId)).filter((e) => e.payload.userId === actor.userId);
    expect(changes.map((e) => e.payload.renews)).toEqual([false, true, false]);
    await consume([...changes, ...changes]);
    const ending = await mailsTo(actor, 'billing.membership-ending');
    expect(ending.map((m) => m.data)).toEqual([
      { endsOn: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/) as string, profileLink: expect.stringContaining('/profile?tab=membership') as string },
      expect.objectContaining({ endsOn: expect.any(String) as string }),
    ]);
    expect((await mailsTo(actor, 'billing.membership-resumed')).map((m) => m.data)).toEqual([expect.objectContaining({ priceLabel: '$24/month' })]);

    await provider.stripe.testHelpers.testClocks.advance(TEST_CLOCK_ID, { frozen_time: Math.floor(Date.parse(cancelled.until!) / 1000) + 60 });
    await deliver(await takeEvents());
    expect((await memberships.membership(actor)).status).toBe('ended');
    await waitFor(async () => (await count(`select count(*) as n from outbox where topic = 'subscription.cancelled.v1' and key = ?`, [actor.userId])) === 1);
  });

  it('a ticket holder sees the booking and can cancel it with a refund, once', async () => {
    const actor = member();
    // Its own session five days ahead: well before the 24-hour refund cutoff whatever today's date.
    const ahead = await sessionIn(5 * 86_400_000);
    const { clientSecret, sessionId } = await checkout.createPaymentIntent(actor, ahead);
    expect(sessionId).toBe(ahead);
    await pay(actor, clientSecret);
    await deliver(await takeEvents());
    const [booking] = await bookingsOf(actor);
    expect(booking).toMatchObject({ sessionId, status: 'confirmed', canCancel: true, meetingUrl: null, phase: 'upcoming' });
    expect(await bookingsOf(member())).toEqual([]);
    expect(await codeOf(bookings.cancel(member(), booking.id))).toBe(ErrorCode.BookingNotFound);

    const cancelled = await bookings.cancel(actor, booking.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded: true, canCancel: false });
    // The provider's charge.refunded arrives too, and changes nothing more.
    const events = await takeEvents();
    expect(events.map((e) => (JSON.parse(e) as { type: string }).type)).toEqual(['charge.refunded']);
    await deliver([...events, ...events]);
    expect(await count(`select count(*) as n from outbox where topic = 'kliinic.booking-cancelled.v1' and key = ?`, [actor.userId])).toBe(1);
    expect((await bookings.cancel(actor, booking.id)).status).toBe('cancelled');
    const intent = await provider.stripe.paymentIntents.retrieve(clientSecret.split('_secret_')[0]);
    expect((await provider.stripe.charges.retrieve(intent.latest_charge as string)).refunded).toBe(true);
  });

  it('a booking is confirmed by mail with its invite, reminded of 24 h and 1 h before, and those reminders move with the session and go with the seat', async () => {
    const actor = member();
    // A session more than a day away, so that both reminders are still ahead.
    const later = (await kliinicsService().programme()).find((s) => s.status === 'upcoming' && Date.parse(s.startsAt) > Date.now() + 2 * 86_400_000)!;
    const { clientSecret, sessionId } = await checkout.createPaymentIntent(actor, later.id);
    await pay(actor, clientSecret);
    await deliver(await takeEvents());
    const [booked] = await outboxEvents('kliinic.booked.v1', actor.userId);
    await consume([booked, booked]);
    const [session] = await orm.em.fork().execute<{ starts_at: Date }[]>('select starts_at from kliinic_session where id = ?', [sessionId]);
    const startsAt = new Date(session.starts_at);

    const [confirmation] = await mailsTo(actor, 'billing.kliinic-booked');
    expect(confirmation.data).toMatchObject({ source: 'ticket', bookingsLink: 'http://localhost:3000/member/kliinics' });
    const ics = confirmation.attachments![0].content;
    const utc = startsAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utc}\r\n`);
    expect(ics).toContain(`UID:${booked.payload.bookingId}@kiin.com.au`);

    const ids = reminderJobIds(booked.payload.bookingId);
    const dueAt = async (id: string) => {
      const job = await billingQueue.getJob(id);
      return job && (await job.getState()) === 'delayed' ? new Date(job.timestamp + job.opts.delay!) : null;
    };
    expect(await dueAt(ids.dayBefore)).toEqual(new Date(startsAt.getTime() - 24 * 3_600_000));
    expect(await dueAt(ids.hourBefore)).toEqual(new Date(startsAt.getTime() - 3_600_000));

    // Staff move the session a week later (npm run admin -- kliinic update): the reminders follow.
    const moved = new Date(startsAt.getTime() + 7 * 86_400_000);
    await orm.em.fork().execute('update kliinic_session set starts_at = ? where id = ?', [moved, sessionId]);
    const stale = (await billingQueue.getJob(ids.hourBefore))!.data as JobMap['kliinic.reminder'];
    expect(await notifications.onSessionChanged(orm.em.fork(), sessionId!)).toBeGreaterThanOrEqual(1);
    expect(await dueAt(ids.hourBefore)).toEqual(new Date(moved.getTime() - 3_600_000));
    // A reminder that was already on its way for the old time sends nothing; the new one sends the reminder.
    expect(await notifications.onReminderDue(orm.em.fork(), stale)).toBe('skipped');
    const current = (await billingQueue.getJob(ids.hourBefore))!.data as JobMap['kliinic.reminder'];
    expect(await notifications.onReminderDue(orm.em.fork(), current)).toBe('sent');
    expect(await notifications.onReminderDue(orm.em.fork(), current)).toBe('sent');
    const reminders = await mailsTo(actor, 'billing.kliinic-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].data).toMatchObject({ hoursBefore: 1 });

    // The seat is given back: its reminders go, and one still queued somewhere would send nothing.
    const [booking] = await bookingsOf(actor);
    await bookings.cancel(actor, booking.id);
    await notifications.onBookingCancelled(booking.id);
    expect([await billingQueue.getJob(ids.dayBefore), await billingQueue.getJob(ids.hourBefore)]).toEqual([undefined, undefined]);
    expect(await notifications.onReminderDue(orm.em.fork(), { ...current, hoursBefore: 24 })).toBe('skipped');
    await orm.em.fork().execute('update kliinic_session set starts_at = ? where id = ?', [startsAt, sessionId]);
  });

  it('reconciliation repairs what dropped webhooks left behind, and running it again changes nothing', async () => {
    const buyer = member();
    const joiner = member();
    const ticket = await checkout.createPaymentIntent(buyer, undefined);
    await pay(buyer, ticket.clientSecret);
    const membership = await checkout.createSubscription(joiner);
    await pay(joiner, membership.clientSecret);
    const dropped = await takeEvents();
    expect(dropped.length).toBeGreaterThanOrEqual(4);
    expect(await statuses.paymentStatus(buyer, ticket.clientSecret.split('_secret_')[0])).toMatchObject({ status: 'pending' });
    expect((await memberships.membership(joiner)).status).toBe('none');

    expect((await reconciliation.reconcile()).repaired).toBeGreaterThanOrEqual(3);
    expect(await statuses.paymentStatus(buyer, ticket.clientSecret.split('_secret_')[0])).toMatchObject({ status: 'confirmed' });
    expect(await memberships.membership(joiner)).toMatchObject({ status: 'active' });
    expect(await invoicesOf(joiner)).toEqual([expect.objectContaining({ totalCents: 2400, gstCents: 218 })]);
    const produced = async () => [
      (await outboxEvents('kliinic.booked.v1', buyer.userId)).length,
      (await outboxEvents('invoice.issued.v1', buyer.userId)).length,
      (await outboxEvents('subscription.activated.v1', joiner.userId)).length,
      (await outboxEvents('invoice.issued.v1', joiner.userId)).length,
    ];
    expect(await produced()).toEqual([1, 1, 1, 1]);

    // Again, and then the late webhooks themselves: nothing doubles.
    expect(await reconciliation.reconcile()).toMatchObject({ repaired: 0 });
    await deliver(dropped);
    expect(await produced()).toEqual([1, 1, 1, 1]);
    expect(await count(`select count(*) as n from kliinic_booking where user_id = ?`, [buyer.userId])).toBe(1);
  });

  it('renews on the test clock: a paid renewal is a new tax invoice by mail; a failed one keeps premium while retried, then ends it', async () => {
    const payer = member();
    const failing = member();
    for (const [actor, card] of [[payer, testCards.succeeds], [failing, testCards.failsAtRenewal]] as const) {
      const { clientSecret } = await checkout.createSubscription(actor);
      expect((await pay(actor, clientSecret, card)).status).toBe('succeeded');
    }
    await deliver(await takeEvents());
    const firstPeriodEnd = (await memberships.membership(payer)).renewsAt!;

    await testClock.advanceTestClock(31);
    await deliver(await takeEvents());
    const renewed = await memberships.membership(payer);
    expect(renewed).toMatchObject({ status: 'active' });
    const renewedInvoices = await invoicesOf(payer);
    expect(renewedInvoices).toEqual([expect.objectContaining({ totalCents: 2400 }), expect.objectContaining({ totalCents: 2400 })]);
    expect(Date.parse(renewed.renewsAt!)).toBeGreaterThan(Date.parse(firstPeriodEnd));
    await consume([...(await outboxEvents('invoice.issued.v1', payer.userId)), ...(await outboxEvents('invoice.issued.v1', payer.userId))]);
    const mails = await mailsTo(payer, 'billing.tax-invoice');
    expect(mails.map((m) => (m.data as { number: string }).number).sort()).toEqual(renewedInvoices.map((i) => i.number).sort());

    // The renewal was declined: premium holds while the payment is retried (past due) ...
    expect(await memberships.membership(failing)).toMatchObject({ status: 'past_due' });
    expect(await invoicesOf(failing)).toEqual([expect.anything()]);
    expect(await outboxEvents('subscription.cancelled.v1', failing.userId)).toHaveLength(0);
    // ... and ends when the retries do.
    await testClock.advanceTestClock(8);
    await deliver(await takeEvents());
    expect((await memberships.membership(failing)).status).toBe('ended');
    const [cancelled] = await outboxEvents('subscription.cancelled.v1', failing.userId);
    expect(cancelled.payload.endsAt).toEqual(expect.any(String));
  });

  it('the local provider answers only billing: a request without its secret key, or with another, is refused and shows nothing', async () => {
    const actor = member();
    const { clientSecret } = await checkout.createPaymentIntent(actor, await sessionIn(3 * 86_400_000));
    const intentId = clientSecret.split('_secret_')[0];
    const { url } = provider.local!.address();
    const asked = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${url}${path}`, init);
      return { status: res.status, text: await res.text() };
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of [{}, { authorization: 'Bearer sk_test_local' }, { authorization: `Bearer ${clientSecret}` }, { authorization: 'Basic c2tfdGVzdF9sb2NhbDo=' }]) {
      const listed = await asked('/v1/payment_intents', { headers });
      expect(listed.status).toBe(401);
      expect(listed.text).not.toContain(intentId);
      expect((await asked(`/v1/payment_intents/${intentId}`, { headers })).status).toBe(401);
      const confirmed = await asked(`/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: { ...headers, ...form },
        body: `payment_method_data[type]=card&payment_method_data[card][number]=${testCards.succeeds}&payment_method_data[card][exp_month]=12&payment_method_data[card][exp_year]=2034&payment_method_data[card][cvc]=123`,
      });
      expect(confirmed.status).toBe(401);
    }
    // Nothing was charged by those requests; billing's own SDK still works.
    expect((await provider.stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_payment_method');
    expect(await pay(actor, clientSecret)).toEqual({ status: 'succeeded', message: null });
    await deliver(await takeEvents());
  });

  it('a member who took the included seat is not charged for a ticket to the same session; one paid meanwhile is refunded, and they are told', async () => {
    const actor = { ...member(), isPremium: true } as Actor;
    await takeEvents();
    // A ticket opened first, then the included seat: the ticket can no longer be paid, or opened again.
    const sessionId = await sessionIn(4 * 86_400_000);
    const open = await checkout.createPaymentIntent(actor, sessionId);
    await bookings.bookIncluded(actor, sessionId);
    const refused = await pay(actor, open.clientSecret);
    expect(refused.status).toBe('failed');
    expect(await chargedAndKept(open.clientSecret)).toBe(false);
    await expect(payAtProvider(open.clientSecret)).rejects.toThrow();
    expect(await codeOf(checkout.createPaymentIntent(actor, sessionId))).toBe(ErrorCode.AlreadyBooked);
    await deliver(await takeEvents());
    expect(await chargedAndKept(open.clientSecret)).toBe(false);

    // The ticket paid a moment before the included seat was taken: its webhook finds the seat held, and refunds.
    const other = await sessionIn(4 * 86_400_000);
    const paid = await checkout.createPaymentIntent(actor, other);
    expect(await pay(actor, paid.clientSecret)).toEqual({ status: 'succeeded', message: null });
    const late = await takeEvents();
    expect((await bookings.bookIncluded(actor, other)).source).toBe('membership');
    await deliver([...late, ...late]);
    await deliver(await takeEvents());
    expect(await chargedAndKept(paid.clientSecret)).toBe(false);
    expect(await statuses.paymentStatus(actor, intentOf(paid.clientSecret))).toEqual({
      type: 'kliinic',
      status: 'failed',
      message: expect.stringContaining('refunded in full') as string,
      // The kliinic the ticket was for is still named.
      session: expect.objectContaining({ id: other }) as object,
    });
    expect((await bookingsOf(actor)).filter((b) => b.sessionId === other)).toEqual([expect.objectContaining({ status: 'confirmed', source: 'membership' })]);
    expect(await count('select count(*) as n from tax_invoice where payment_ref = ?', [intentOf(paid.clientSecret)])).toBe(0);
    const told = await mailsTo(actor, 'billing.kliinic-seat-released');
    expect(told.map((m) => m.data)).toEqual([expect.objectContaining({ reason: 'already-booked', refundedCents: 2900 })]);
    // The member's data export shows the refund and why.
    const exported = await new BillingPrivacyService(orm, provider, new BillingPrivacyRepository()).export(actor);
    expect(exported.payments.find((p) => p.id === intentOf(paid.clientSecret))).toMatchObject({ status: 'refunded', refund_reason: 'already-booked' });
    // Reconciliation finds nothing more to do, and refunds nothing twice.
    await reconciliation.reconcile();
    expect(await mailsTo(actor, 'billing.kliinic-seat-released')).toHaveLength(1);
  });

  it('three members paying at once for the last seat: one seat is given, and nobody keeps paying for a seat they do not have', async () => {
    await takeEvents();
    const last = await sessionIn(4 * 86_400_000, 1);
    const buyers = [member(), member(), member()];
    const tries = await Promise.allSettled(
      buyers.map(async (actor) => {
        const { clientSecret } = await checkout.createPaymentIntent(actor, last);
        return { actor, clientSecret, result: await pay(actor, clientSecret) };
      }),
    );
    // The webhooks and a reconciliation apply the same payments at the same time: each is decided once.
    await Promise.all([deliver(await takeEvents()), reconciliation.reconcile()]);
    await deliver(await takeEvents());
    expect(await seatsAt(last)).toBe(1);
    const opened = tries.flatMap((t) => (t.status === 'fulfilled' ? [t.value] : []));
    for (const { actor, clientSecret } of opened) {
      const seated = (await bookingsOf(actor)).some((b) => b.sessionId === last && b.status === 'confirmed');
      expect(await chargedAndKept(clientSecret)).toBe(seated);
      // A second click on Pay after the seat is given says it is paid, and charges nothing more.
      if (seated) expect(await pay(actor, clientSecret)).toEqual({ status: 'succeeded', message: null });
    }
    // The others were refused before paying: the seat was held for the first.
    for (const t of tries) if (t.status === 'rejected') expect(t.reason).toMatchObject({ code: ErrorCode.KliinicUnavailable });
  });

  it('a seat is held while a payment is open, until the hold expires; a payment that succeeds without a seat (full or cancelled) is refunded', async () => {
    await takeEvents();
    const [slow, quick, third] = [member(), member(), member()];
    const last = await sessionIn(4 * 86_400_000, 1);
    const held = await checkout.createPaymentIntent(slow, last);
    // While it is held nobody else can open a payment for it.
    expect(await codeOf(checkout.createPaymentIntent(quick, last))).toBe(ErrorCode.KliinicUnavailable);
    // The hold expires (the slow member left the page); someone else pays for the seat.
    await orm.em.fork().execute(`update kliinic_seat_hold set expires_at = now() - interval '1 second' where session_id = ?`, [last]);
    const quickTicket = await checkout.createPaymentIntent(quick, last);
    expect(await pay(quick, quickTicket.clientSecret)).toEqual({ status: 'succeeded', message: null });
    await deliver(await takeEvents());
    // The slow member comes back: the test card form refuses before charging ...
    expect(await pay(slow, held.clientSecret)).toEqual({ status: 'failed', message: expect.stringContaining('full') as string });
    expect(await chargedAndKept(held.clientSecret)).toBe(false);
    // ... and a card confirmed at the provider directly (Stripe.js) is refunded when its webhook arrives.
    await payAtProvider(held.clientSecret);
    await deliver(await takeEvents());
    await deliver(await takeEvents());
    expect(await seatsAt(last)).toBe(1);
    expect(await chargedAndKept(held.clientSecret)).toBe(false);
    expect(await statuses.paymentStatus(slow, intentOf(held.clientSecret))).toMatchObject({ status: 'failed', message: expect.stringContaining('filled up') as string });
    expect((await mailsTo(slow, 'billing.kliinic-seat-released')).map((m) => m.data)).toEqual([expect.objectContaining({ reason: 'full', refundedCents: 2900 })]);

    // A session cancelled while a payment was open: no seat, a refund.
    const cancelled = await sessionIn(4 * 86_400_000);
    const ticket = await checkout.createPaymentIntent(third, cancelled);
    await orm.em.fork().execute('update kliinic_session set cancelled_at = now() where id = ?', [cancelled]);
    await payAtProvider(ticket.clientSecret);
    await deliver(await takeEvents());
    await deliver(await takeEvents());
    expect(await seatsAt(cancelled)).toBe(0);
    expect(await chargedAndKept(ticket.clientSecret)).toBe(false);
    expect((await mailsTo(third, 'billing.kliinic-seat-released')).map((m) => m.data)).toEqual([expect.objectContaining({ reason: 'unavailable', refundedCents: 2900 })]);
  });

  it('seats included in the membership are bounded by its paid period: none after an end already set, and those ahead are released, with a mail, when it ends', async () => {
    const actor = member();
    const { clientSecret } = await checkout.createSubscription(actor);
    await pay(actor, clientSecret);
    await deliver(await takeEvents());
    const premium = { ...actor, isPremium: true } as Actor;
    const soon = await sessionIn(5 * 86_400_000);
    const seat = await bookings.bookIncluded(premium, soon);

    const { until } = await memberships.setPremium(actor, false);
    await deliver(await takeEvents());
    // After the paid period: not included once the end is set.
    const after = await sessionIn(Date.parse(until!) - Date.now() + 2 * 86_400_000);
    expect(await codeOf(bookings.bookIncluded(premium, after))).toBe(ErrorCode.MembershipEndsFirst);

    // The membership ends (the test clock passes the period's end): the seat ahead is released and the member told.
    await provider.stripe.testHelpers.testClocks.advance(TEST_CLOCK_ID, { frozen_time: Math.floor(Date.parse(until!) / 1000) + 60 });
    await deliver(await takeEvents());
    expect((await memberships.membership(actor)).status).toBe('ended');
    expect((await bookingsOf(actor)).find((b) => b.id === seat.id)).toMatchObject({ status: 'cancelled', refunded: false });
    const released = await outboxEvents('kliinic.booking-cancelled.v1', actor.userId);
    expect(released.map((e) => e.payload)).toEqual([expect.objectContaining({ bookingId: seat.id, refunded: false })]);
    for (const event of [...released, ...released]) await notifications.onBookingCancelled(event.payload.bookingId, orm.em.fork());
    expect((await mailsTo(actor, 'billing.kliinic-seat-released')).map((m) => m.data)).toEqual([
      expect.objectContaining({ reason: 'membership-ended', refundedCents: null }),
    ]);
    // A caller whose premium flag has not caught up yet is refused too.
    expect(await codeOf(bookings.bookIncluded(premium, soon))).toBe(ErrorCode.PremiumRequired);
  });
});
