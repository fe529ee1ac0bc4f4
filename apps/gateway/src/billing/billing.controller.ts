import { BadRequestException, Controller, Get, Headers, HttpCode, Post, Put, Req, StreamableFile } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import {
  type TopicMaterial,
  topicMaterialsLimits,
  type Actor,
  type Booking,
  type BookingListQuery,
  BookingListQuerySchema,
  BookingPageSchema,
  BookingSchema,
  type CreatePaymentIntentBody,
  CreatePaymentIntentBodySchema,
  CreateSubscriptionBodySchema,
  errorMessage,
  type Membership,
  MembershipSchema,
  type Page,
  type PaymentConfig,
  PaymentConfigSchema,
  type PaymentCreated,
  PaymentCreatedSchema,
  type PaymentStatus,
  PaymentStatusSchema,
  type SetPremiumBody,
  SetPremiumBodySchema,
  type SetPremiumResult,
  SetPremiumResultSchema,
  type TaxInvoice,
  type TaxInvoiceListQuery,
  TaxInvoiceListQuerySchema,
  TaxInvoiceNumberSchema,
  TaxInvoicePageSchema,
  type TaxInvoicePdfQuery,
  TaxInvoicePdfQuerySchema,
  type TestAuthenticateBody,
  TestAuthenticateBodySchema,
  type TestCardBody,
  TestCardBodySchema,
  type TestCardResult,
  TestCardResultSchema,
} from '@kiin/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PremiumMember, SignedIn, SignedInActor } from '../auth/actor';
import { ValidBody, ValidParam, ValidQuery } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';

const BookingIdParam = z.uuid({ error: 'must be a booking id (a UUID)' });
const SessionIdParam = z.uuid({ error: 'must be a session id (a UUID) from GET /api/kliinics/sessions' });
const PaymentIntentIdParam = z.string().regex(/^pi_[A-Za-z0-9]{8,64}$/, { error: 'must be a payment id (pi_…)' });

/** Paying for kliinics and the membership; premium changes; the payment provider's webhook. */
@Controller('api')
export class BillingController {
  constructor(private readonly services: ServiceClients) {}

  @Get('billing/config')
  @Endpoint({ summary: 'How the web app takes cards: Stripe (with its publishable key) or the local test mode', tag: 'billing', response: PaymentConfigSchema })
  config(): Promise<PaymentConfig> {
    return this.services.call('billing.config', {});
  }

  @Post('create-payment-intent')
  @SignedIn()
  @HttpCode(200)
  @Endpoint({ summary: 'Start paying for one kliinic (the plan price is charged, not the amount sent)', tag: 'billing', response: PaymentCreatedSchema, errors: [409, 503] })
  createPaymentIntent(@ValidBody(CreatePaymentIntentBodySchema) body: CreatePaymentIntentBody, @SignedInActor() actor: Actor): Promise<PaymentCreated> {
    return this.services.call('billing.create-payment-intent', body, actor);
  }

  @Post('create-subscription')
  @SignedIn()
  @HttpCode(200)
  @Endpoint({ summary: 'Start the monthly membership (incomplete until its first invoice is paid)', tag: 'billing', response: PaymentCreatedSchema, errors: [409, 503] })
  createSubscription(@ValidBody(CreateSubscriptionBodySchema) body: { amount: number }, @SignedInActor() actor: Actor): Promise<PaymentCreated> {
    return this.services.call('billing.create-subscription', body, actor);
  }

  @Put('users/premium')
  @SignedIn()
  @HttpCode(200)
  @Endpoint({ summary: 'Cancel the membership at period end (false) or resume it (true)', tag: 'billing', response: SetPremiumResultSchema, errors: [402, 409, 503] })
  setPremium(@ValidBody(SetPremiumBodySchema) body: SetPremiumBody, @SignedInActor() actor: Actor): Promise<SetPremiumResult> {
    return this.services.call('billing.set-premium', body, actor);
  }

  @Get('billing/membership')
  @SignedIn()
  @Endpoint({ summary: "The member's plan and its renewal or end date (tax invoices: GET /api/billing/invoices)", tag: 'billing', response: MembershipSchema })
  membership(@SignedInActor() actor: Actor): Promise<Membership> {
    return this.services.call('billing.membership', {}, actor);
  }

  @Get('billing/invoices')
  @SignedIn()
  @Endpoint({ summary: "A page of the member's tax invoices, newest first: { items, nextCursor }", tag: 'billing', response: TaxInvoicePageSchema })
  invoices(@ValidQuery(TaxInvoiceListQuerySchema) query: TaxInvoiceListQuery, @SignedInActor() actor: Actor): Promise<Page<TaxInvoice>> {
    return this.services.call('billing.invoices', query, actor);
  }

  /**
   * One of the member's tax invoices as a PDF file, saved by default or shown in the browser
   * with `?open=true`. Another member's invoice is not found, like one that does not exist.
   */
  @Get('billing/invoices/:number/pdf')
  @SignedIn()
  @Endpoint({ summary: "One of the member's tax invoices as a PDF (application/pdf): saved, or with ?open=true shown in the browser", tag: 'billing', errors: [404] })
  async invoicePdf(
    @ValidParam('number', TaxInvoiceNumberSchema) number: string,
    @ValidQuery(TaxInvoicePdfQuerySchema) query: TaxInvoicePdfQuery,
    @SignedInActor() actor: Actor,
  ): Promise<StreamableFile> {
    const { filename, pdfBase64 } = await this.services.call('billing.invoice-pdf', { number }, actor);
    const pdf = Buffer.from(pdfBase64, 'base64');
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `${query.open ? 'inline' : 'attachment'}; filename="${filename}"`, length: pdf.length });
  }

  @Get('payments/:id/status')
  @SignedIn()
  @Endpoint({ summary: "Whether a payment's seat or premium is in place yet", tag: 'billing', response: PaymentStatusSchema, errors: [404] })
  paymentStatus(@ValidParam('id', PaymentIntentIdParam) id: string, @SignedInActor() actor: Actor): Promise<PaymentStatus> {
    return this.services.call('billing.payment-status', { paymentIntentId: id }, actor);
  }

  @Post('payments/test-mode/confirm')
  @SignedIn()
  @HttpCode(200)
  @Endpoint({ summary: 'Local test mode: pay with one of Stripe’s test cards', tag: 'billing', response: TestCardResultSchema, errors: [404] })
  testCard(@ValidBody(TestCardBodySchema) body: TestCardBody, @SignedInActor() actor: Actor): Promise<TestCardResult> {
    return this.services.call('billing.test-card', body, actor);
  }

  @Post('payments/test-mode/authenticate')
  @SignedIn()
  @HttpCode(200)
  @Endpoint({ summary: 'Local test mode: complete or fail the extra confirmation step', tag: 'billing', response: TestCardResultSchema, errors: [404] })
  testAuthenticate(@ValidBody(TestAuthenticateBodySchema) body: TestAuthenticateBody, @SignedInActor() actor: Actor): Promise<TestCardResult> {
    return this.services.call('billing.test-authenticate', body, actor);
  }

  @Get('kliinics/bookings')
  @SignedIn()
  @Endpoint({
    summary: "A page of the member's kliinic bookings: live, coming (soonest first), cancelled, then past (newest first); meeting link from 15 minutes before, recording after",
    tag: 'kliinics',
    response: BookingPageSchema,
  })
  async bookings(@ValidQuery(BookingListQuerySchema) query: BookingListQuery, @SignedInActor() actor: Actor): Promise<Page<Booking>> {
    const page = await this.services.call('kliinics.bookings', query, actor);
    const ahead = (b: Booking) => b.status === 'confirmed' && b.phase === 'upcoming';
    if (!page.items.some(ahead)) return page;
    // The topic is the session's title and description (the title alone is a few words).
    const descriptions = new Map((await this.services.call('kliinics.sessions', {}).catch(() => [])).map((s) => [s.id, s.description]));
    const items = await Promise.all(page.items.map(async (b) => (ahead(b) ? { ...b, materials: await this.readingFor(`${b.title}. ${descriptions.get(b.sessionId) ?? ''}`) } : b)));
    return { items, nextCursor: page.nextCursor };
  }

  /**
   * What to read before a session: the library items that best match its topic, given with
   * the booking so the card shows them in its first frame. Reading is a help, not the
   * booking: when the library does not answer, the bookings go without it.
   */
  private async readingFor(topic: string): Promise<TopicMaterial[] | undefined> {
    try {
      return await this.services.call('content.topic-materials', { text: topic.slice(0, topicMaterialsLimits.textMaxChars), limit: topicMaterialsLimits.default });
    } catch {
      return undefined;
    }
  }

  @Post('kliinics/sessions/:id/book')
  @PremiumMember()
  @HttpCode(200)
  @Endpoint({ summary: 'Book a seat included in the monthly membership (no payment; one per member per session)', tag: 'kliinics', response: BookingSchema, errors: [409] })
  bookIncluded(@ValidParam('id', SessionIdParam) id: string, @SignedInActor() actor: Actor): Promise<Booking> {
    return this.services.call('kliinics.book-included', { sessionId: id }, actor);
  }

  @Post('kliinics/bookings/:id/cancel')
  @SignedIn()
  @HttpCode(200)
  @Endpoint({ summary: 'Cancel a booking: a ticket with a refund up to 24 hours before the start, a membership seat any time before', tag: 'kliinics', response: BookingSchema, errors: [404, 409, 503] })
  cancelBooking(@ValidParam('id', BookingIdParam) id: string, @SignedInActor() actor: Actor): Promise<Booking> {
    return this.services.call('kliinics.cancel-booking', { bookingId: id }, actor);
  }

  /** Signed events from the payment provider. The signature covers the exact bytes, so they pass untouched. */
  @Post('webhooks/stripe')
  @HttpCode(200)
  @Endpoint({ summary: 'Payment provider events (Stripe-Signature verified over the raw body)', tag: 'billing', errors: [400] })
  async webhook(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature?: string): Promise<{ received: true }> {
    const raw = request.rawBody;
    if (!raw || raw.length === 0) throw new BadRequestException(errorMessage.webhookSignatureInvalid);
    return this.services.call('billing.webhook', { payload: raw.toString('utf8'), signature: typeof signature === 'string' ? signature : null });
  }
}
