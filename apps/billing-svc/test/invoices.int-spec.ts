import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, type JobMap } from '@kiin/contracts';
import { DomainError, JobQueues, openDatabase, redisConnection } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { Queue } from 'bullmq';
import { envSchema } from '../src/config';
import { database } from '../src/database';
import { NotificationsRepository } from '../src/notifications/notifications.repository';
import { invoiceNumber, NotificationsService } from '../src/notifications/notifications.service';
import { gstOf } from '../src/tax/issue-tax-invoice';
import { TaxInvoicesRepository } from '../src/tax/tax-invoices.repository';
import { TaxInvoicesService } from '../src/tax/tax-invoices.service';

/**
 * The text a PDF draws, one string per text operator: every compressed stream is inflated,
 * and the strings its `Tj` operators show are read (pdf-lib writes them as hex).
 */
function textOf(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed stream
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    for (const [, literal] of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) texts.push(literal.replace(/\\(.)/g, '$1'));
  }
  return texts;
}

/** Tax invoices as PDF files: what they print, and that a member only ever gets their own. */
describe('tax invoice PDFs', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let invoices: TaxInvoicesService;
  let testMode: TaxInvoicesService;
  let jobs: JobQueues;
  const bullPrefix = `kiin-test-billing-pdf-${randomUUID().slice(0, 8)}`;
  const redisUrl = process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const emailQueue = new Queue('email', { connection: redisConnection(redisUrl), prefix: bullPrefix });

  const member = (): Actor => ({ userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] }) as unknown as Actor;
  const settings = (extra: Record<string, string>) =>
    envSchema.parse({
      TCP_PORT: '1',
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      BULLMQ_PREFIX: bullPrefix,
      KAFKA_BROKERS: '127.0.0.1:9092',
      INTERNAL_RPC_SECRET: 'x'.repeat(32),
      PUBLIC_ORIGIN: 'https://kiin.example',
      ...extra,
    });
  /** An invoice issued to `actor`, as billing writes one when a payment succeeds. */
  const issue = async (actor: Actor, description: string, totalCents: number, issuedAt = '2026-11-23T02:00:00Z') => {
    const id = randomUUID();
    const [row] = await orm.em
      .fork()
      .execute<{ number: number }[]>(
        'insert into tax_invoice (id, user_id, payment_ref, description, total_cents, gst_cents, issued_at) values (?, ?, ?, ?, ?, ?, ?) returning number',
        [id, actor.userId, `pi_test_${randomUUID().replace(/-/g, '')}`, description, totalCents, gstOf(totalCents), issuedAt],
      );
    return { id, number: invoiceNumber(row.number) };
  };
  const codeOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
    return [error.code, error.message];
  };

  beforeAll(async () => {
    db = await createTestDatabase('billing_invoices', database);
    orm = await openDatabase(db.url, database);
    const env = settings({ SELLER_NAME: 'Kiin Health Pty Ltd', SELLER_ABN: '51824753556' });
    invoices = new TaxInvoicesService(orm, env, new TaxInvoicesRepository());
    testMode = new TaxInvoicesService(orm, settings({}), new TaxInvoicesRepository());
    jobs = new JobQueues(env);
  });

  afterAll(async () => {
    await emailQueue.obliterate({ force: true });
    await emailQueue.close();
    await jobs.close();
    await orm.close();
    await db.drop();
  });

  it('prints "Tax invoice", the seller and ABN, the number and date, what was bought, GST, the total and "Paid in full"', async () => {
    const payer = member();
    const { number } = await issue(payer, 'Monthly Membership ($24/month)', 2400);
    const file = await invoices.pdf(payer, number);
    expect(file.filename).toBe(`kiin-tax-invoice-${number}.pdf`);
    const pdf = Buffer.from(file.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(textOf(pdf)).toEqual([
      'Tax invoice',
      'Kiin Health Pty Ltd',
      'ABN 51 824 753 556',
      `Invoice number: ${number}`,
      // 02:00 UTC is 1:00 PM on the Sydney clock: the date the member paid on.
      'Date: 23 November 2026',
      'Monthly Membership ($24/month)',
      '$24.00',
      'GST included',
      // One eleventh of the GST-inclusive price.
      '$2.18',
      'Total (GST inclusive)',
      '$24.00',
      'Paid in full.',
    ]);
    // The same invoice is the same file every time.
    expect((await invoices.pdf(payer, number)).pdfBase64).toBe(file.pdfBase64);
  });

  it('in the payment test mode without an ABN says so, and prints a ticket with its own price and GST', async () => {
    const buyer = member();
    const { number } = await issue(buyer, 'Kliinic ticket: Carer Self-Care', 2900);
    const text = textOf(Buffer.from((await testMode.pdf(buyer, number)).pdfBase64, 'base64'));
    expect(text).toContain('ABN not set (test mode)');
    expect(text).toContain('Kliinic ticket: Carer Self-Care');
    expect(text).toContain('$2.64');
    expect(text.filter((t) => t === '$29.00')).toHaveLength(2);
  });

  it('wraps a long description, and prints what the PDF fonts lack as "?" instead of failing', async () => {
    const buyer = member();
    const title = 'Kliinic ticket: Sleep, pain and the long nights of caring for someone you love 😴 with our guest experts';
    const { number } = await issue(buyer, title, 2900);
    const text = textOf(Buffer.from((await invoices.pdf(buyer, number)).pdfBase64, 'base64'));
    const description = text.slice(text.indexOf('Date: 23 November 2026') + 1, text.indexOf('$29.00'));
    expect(description.length).toBeGreaterThan(1);
    expect(description.join(' ')).toBe(title.replace('😴', '?'));
  });

  it("another member's invoice, a number never issued and anything not an invoice number are all simply not found", async () => {
    const owner = member();
    const stranger = member();
    const { number } = await issue(owner, 'Monthly Membership ($24/month)', 2400);
    const notFound = [ErrorCode.InvoiceNotFound, 'Tax invoice not found. Your own invoices are listed on your profile, under Membership.'];
    expect(await codeOf(invoices.pdf(stranger, number))).toEqual(notFound);
    for (const asked of ['KIIN-999999', 'KIIN-9999999999', number.replace('KIIN-', 'KIIN-0'), number.toLowerCase(), '42', '']) {
      expect([asked, await codeOf(invoices.pdf(owner, asked))]).toEqual([asked, notFound]);
    }
    // The owner still gets it.
    expect((await invoices.pdf(owner, number)).filename).toBe(`kiin-tax-invoice-${number}.pdf`);
  });

  it("the invoice mail links to the profile, which opens this invoice's PDF after sign-in if needed", async () => {
    const payer = member();
    const invoice = await issue(payer, 'Monthly Membership ($24/month)', 2400);
    await new NotificationsService(jobs, settings({ SELLER_ABN: '51824753556' }), new NotificationsRepository()).onInvoiceIssued(orm.em.fork(), invoice.id);
    const [mail] = (await emailQueue.getJobs(['waiting', 'delayed', 'prioritized']))
      .map((job) => job.data as JobMap['email.send'])
      .filter((m) => m.toUserId === payer.userId && m.template === 'billing.tax-invoice');
    expect(mail.data).toMatchObject({
      number: invoice.number,
      pdfLink: `https://kiin.example/profile?tab=membership&invoice=${invoice.number}#premium`,
    });
  });
});
