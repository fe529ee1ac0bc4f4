import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, errorMessage, type TestCardBody, type TestCardResult } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import Stripe from 'stripe';
import { BookingsRepository } from '../kliinics/bookings.repository';
import { BookingsService } from '../kliinics/bookings.service';
import { idempotencyKeys } from './idempotency';
import { PaymentsRepository } from './payments.repository';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider';
import { callProvider } from './provider-call';
import { idOf, piIdOf } from './stripe-values';

/** The state of a PaymentIntent that an idempotency key is derived from. */
const intentState = (intent: Stripe.PaymentIntent) => ({
  id: intent.id,
  status: intent.status,
  lastErrorCode: intent.last_payment_error?.code ?? null,
  paymentMethod: idOf(intent.payment_method),
});

/** What the payment page shows for a PaymentIntent after the card was tried. */
function resultOf(intent: Stripe.PaymentIntent): TestCardResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', message: null };
  if (intent.status === 'requires_action') return { status: 'requires_action', message: null };
  if (intent.status === 'canceled') return { status: 'failed', message: 'This payment was cancelled. Nothing was charged.' };
  if (intent.last_payment_error) return { status: 'failed', message: intent.last_payment_error.message ?? 'Your card was declined.' };
  return { status: 'processing', message: null };
}

/**
 * The local test mode's card form: what Stripe.js does in the browser with real Stripe, done
 * here against the local provider, for the member's own open payments only.
 */
@Injectable()
export class TestCardService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly bookings: BookingsService,
    private readonly bookingRows: BookingsRepository,
    private readonly payments: PaymentsRepository,
  ) {}

  private get stripe(): Stripe {
    return this.provider.stripe;
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
      return resultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) return { status: 'failed', message: error.message };
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        return resultOf(await this.stripe.paymentIntents.retrieve(intentId));
      }
      throw error;
    }
  }

  /** The extra confirmation step some cards ask for (Stripe's 3D Secure window). */
  async testAuthenticate(actor: Actor, clientSecret: string, approve: boolean): Promise<TestCardResult> {
    const { intentId, sessionId } = await this.ownIntent(actor, clientSecret);
    const refused = approve ? await this.refusedTicket(actor.userId, sessionId, intentId) : null;
    if (refused) return refused;
    const intent = await callProvider(async (): Promise<unknown> => {
      const current = await this.stripe.paymentIntents.retrieve(intentId);
      return (await this.stripe.rawRequest(
        'POST',
        `/v1/payment_intents/${intentId}/authenticate`,
        { outcome: approve ? 'approve' : 'fail' },
        { idempotencyKey: idempotencyKeys.authenticate(intentState(current), approve) },
      )) as unknown;
    });
    return resultOf(intent as Stripe.PaymentIntent);
  }

  private async ownIntent(actor: Actor, clientSecret: string): Promise<{ intentId: string; sessionId: string | null }> {
    if (this.provider.mode !== 'test') throw new DomainError(ErrorCode.TestModeOnly, errorMessage.testModeOnly);
    const intentId = piIdOf(clientSecret);
    const payment = intentId ? await this.payments.findMemberIntent(this.orm.em.fork(), intentId, actor.userId, clientSecret) : null;
    if (!intentId || !payment) throw new DomainError(ErrorCode.PaymentNotFound, errorMessage.paymentNotFound);
    return { intentId, sessionId: payment.sessionId };
  }

  /**
   * Before a ticket is charged: the member must still be able to have the seat (their hold is
   * renewed). A member who took the included seat meanwhile, or a session that filled or was
   * cancelled, is told so and nothing is charged.
   */
  private async refusedTicket(userId: string, sessionId: string | null, intentId: string): Promise<TestCardResult | null> {
    if (!sessionId) return null;
    // Paid already and seated by this very payment (a second click): the confirmation says so.
    if (await this.bookingRows.isSeatedBy(this.orm.em.fork(), intentId)) return null;
    const noSeat = await this.bookings.holdSeatFor(userId, sessionId);
    if (!noSeat) return null;
    return { status: 'failed', message: noSeat === 'already-booked' ? errorMessage.alreadyBooked : errorMessage.kliinicUnavailable };
  }
}
