import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, errorMessage, kliinicPlan, membershipPlan, type PaymentConfig, type PaymentCreated } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import Stripe from 'stripe';
import { BookingsService } from '../kliinics/bookings.service';
import { KliinicSessionsRepository } from '../kliinics/kliinic-sessions.repository';
import { KliinicsService } from '../kliinics/kliinics.service';
import { idempotencyKeys } from './idempotency';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider';
import { callProvider } from './provider-call';
import { PaymentsRepository } from './payments.repository';
import { piIdOf } from './stripe-values';
import { SubscriptionsRepository } from './subscriptions.repository';

/** The provider's product every membership price is made for. */
const MEMBERSHIP_PRODUCT = 'kiin_monthly_membership';

/** Opening a payment: a kliinic ticket or a monthly membership, ready for the payment page to confirm. */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly kliinics: KliinicsService,
    private readonly bookings: BookingsService,
    private readonly sessions: KliinicSessionsRepository,
    private readonly payments: PaymentsRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  private get stripe(): Stripe {
    return this.provider.stripe;
  }

  /** What the payment page needs to know of the provider. */
  config(): PaymentConfig {
    return { mode: this.provider.mode, publishableKey: this.provider.publishableKey };
  }

  /**
   * A ticket for one kliinic at the plan's price (the client's amount is never charged). A seat
   * is held for the member while the payment is open; none is offered to a member who already
   * has one, or when every seat is taken or held.
   */
  async createPaymentIntent(actor: Actor, sessionId: string | undefined): Promise<PaymentCreated> {
    const em = this.orm.em.fork();
    const now = new Date();
    const session = sessionId
      ? await this.sessions.findUpcomingById(em, sessionId, now)
      : await this.kliinics.nextOpen(em, now);
    if (!session) throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);
    const noSeat = await this.bookings.holdSeatFor(actor.userId, session.id, now);
    if (noSeat === 'already-booked') throw new DomainError(ErrorCode.AlreadyBooked, errorMessage.alreadyBooked);
    if (noSeat) throw new DomainError(ErrorCode.KliinicUnavailable, errorMessage.kliinicUnavailable);

    // An unpaid ticket for the same session is reused, so going back and forth makes one payment.
    const open = await this.payments.findOpenTicketSecret(em, actor.userId, session.id);
    if (open) return { clientSecret: open, amountCents: kliinicPlan.priceCents, currency: 'AUD', sessionId: session.id };

    const previous = await this.payments.countTickets(em, actor.userId, session.id);
    return callProvider(async () => {
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
      await this.payments.insertTicket(em, {
        id: intent.id,
        userId: actor.userId,
        planId: kliinicPlan.id,
        sessionId: session.id,
        clientSecret: intent.client_secret!,
        amountCents: kliinicPlan.priceCents,
      });
      return { clientSecret: intent.client_secret!, amountCents: kliinicPlan.priceCents, currency: 'AUD' as const, sessionId: session.id };
    });
  }

  /** A monthly membership created incomplete; its first invoice's confirmation secret is returned. */
  async createSubscription(actor: Actor): Promise<PaymentCreated> {
    const em = this.orm.em.fork();
    if (await this.subscriptions.findLive(em, actor.userId)) throw new DomainError(ErrorCode.AlreadyMember, errorMessage.alreadyMember);
    const open = await this.payments.findOpenMembershipSecret(em, actor.userId);
    if (open) return { clientSecret: open, amountCents: membershipPlan.priceCents, currency: 'AUD', sessionId: null };

    const previous = await this.payments.countMemberships(em, actor.userId);
    return callProvider(async () => {
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
        await this.subscriptions.insertIfNew(tx, subscription.id, actor.userId, subscription.status);
        await this.payments.insertMembership(tx, {
          id: intentId,
          userId: actor.userId,
          planId: membershipPlan.id,
          subscriptionId: subscription.id,
          clientSecret,
          amountCents: membershipPlan.priceCents,
        });
      });
      return { clientSecret, amountCents: membershipPlan.priceCents, currency: 'AUD' as const, sessionId: null };
    });
  }

  /** The member's customer at the provider, created on their first payment. */
  private async customerFor(userId: string): Promise<string> {
    const em = this.orm.em.fork();
    const known = await this.payments.findCustomerId(em, userId);
    if (known) return known;
    const customer = await this.stripe.customers.create({ metadata: { userId } }, { idempotencyKey: idempotencyKeys.customer(userId) });
    await this.payments.insertCustomer(em, userId, customer.id);
    // Another call may have recorded one first: theirs stands.
    return (await this.payments.findCustomerId(em, userId))!;
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
}
