import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Booking, BookingListQuerySchema, maxPageSize, pageQueryMessages, TaxInvoiceListQuerySchema } from '@kiin/contracts';
import { DomainError, openDatabase } from '@kiin/service-kit';
import { allPages, createTestDatabase, type TestDatabase } from '@kiin/testing';
import { envSchema } from '../src/config';
import { database } from '../src/database';
import { BookingsRepository } from '../src/kliinics/bookings.repository';
import { BookingsService } from '../src/kliinics/bookings.service';
import { KliinicSessionsRepository } from '../src/kliinics/kliinic-sessions.repository';
import { PaymentsRepository } from '../src/payments/payments.repository';
import type { PaymentProvider } from '../src/payments/provider';
import { SubscriptionsRepository } from '../src/payments/subscriptions.repository';
import { TaxInvoicesRepository } from '../src/tax/tax-invoices.repository';
import { TaxInvoicesService } from '../src/tax/tax-invoices.service';

/** A member's bookings and tax invoices come a page at a time (ADR 24), each member only ever their own. */
describe('paged billing lists', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let bookings: BookingsService;
  let invoices: TaxInvoicesService;
  const now = new Date('2026-11-29T03:00:00.000Z');
  const member = (): Actor => ({ userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] }) as unknown as Actor;
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

  /** A session starting at `startsAt`, 90 minutes long. */
  const session = async (title: string, startsAt: Date) => {
    const id = randomUUID();
    await orm.em
      .fork()
      .execute('insert into kliinic_session (id, starts_at, title, description, leader, guest) values (?, ?, ?, ?, ?, ?)', [id, startsAt, title, 'About it', 'A leader', 'A guest']);
    return id;
  };
  const book = async (actor: Actor, sessionId: string, status: 'confirmed' | 'cancelled' = 'confirmed') => {
    await orm.em
      .fork()
      .execute('insert into kliinic_booking (id, session_id, user_id, source, status) values (?, ?, ?, ?, ?)', [randomUUID(), sessionId, actor.userId, 'membership', status]);
  };
  /** Invoices issued to `actor` at the given times, as billing writes them when payments succeed. */
  const issue = async (actor: Actor, times: string[]) => {
    for (const [n, issuedAt] of times.entries()) {
      await orm.em
        .fork()
        .execute('insert into tax_invoice (id, user_id, payment_ref, description, total_cents, gst_cents, issued_at) values (?, ?, ?, ?, ?, ?, ?)', [
          randomUUID(),
          actor.userId,
          `pi_test_${randomUUID().replace(/-/g, '')}`,
          `Invoice ${n + 1}`,
          2400,
          218,
          issuedAt,
        ]);
    }
  };
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
    return `${error.code}: ${error.message}`;
  };

  beforeAll(async () => {
    db = await createTestDatabase('billing_paged_lists', database);
    orm = await openDatabase(db.url, database);
    const env = envSchema.parse({
      TCP_PORT: '1',
      HTTP_PORT: '1',
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: '127.0.0.1:9092',
      INTERNAL_RPC_SECRET: 'x'.repeat(32),
      PUBLIC_ORIGIN: 'https://kiin.example',
    });
    // Listing never reaches the payment provider.
    bookings = new BookingsService(orm, {} as PaymentProvider, new BookingsRepository(), new KliinicSessionsRepository(), new PaymentsRepository(), new SubscriptionsRepository());
    invoices = new TaxInvoicesService(orm, env, new TaxInvoicesRepository());
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  describe('kliinic bookings', () => {
    it('read live, then coming soonest first, then cancelled, then past newest first, across pages, each once', async () => {
      const carer = member();
      const stranger = member();
      const live = await session('Live now', minutes(-30));
      const coming = [await session('Coming 1', minutes(60)), await session('Coming 2', minutes(2 * 1440)), await session('Coming 3', minutes(9 * 1440))];
      // Two sessions at the very same microsecond: the id orders them, so neither is skipped.
      const sameTime = minutes(30 * 1440);
      const twins = [await session('Twin A', sameTime), await session('Twin B', sameTime)];
      const cancelled = [await session('Given back', minutes(3 * 1440))];
      const past = [await session('Past 1', minutes(-3 * 1440)), await session('Past 2', minutes(-40 * 1440)), await session('Past 3', minutes(-70 * 1440))];
      for (const id of [live, ...coming, ...twins, ...past]) await book(carer, id);
      for (const id of cancelled) await book(carer, id, 'cancelled');
      // Another member on the same sessions, and a past seat cancelled: theirs never show.
      for (const id of [live, coming[0], past[0]]) await book(stranger, id);

      const pages: number[] = [];
      const seen = await allPages(async (cursor) => {
        const page = await bookings.list(carer, { limit: 3, cursor }, now);
        pages.push(page.items.length);
        return page;
      });
      expect(pages).toEqual([3, 3, 3, 1]);
      const titles = seen.map((b: Booking) => b.title);
      expect([...titles.slice(0, 4), ...titles.slice(6)]).toEqual(['Live now', 'Coming 1', 'Coming 2', 'Coming 3', 'Given back', 'Past 1', 'Past 2', 'Past 3']);
      expect(titles.slice(4, 6).sort()).toEqual(['Twin A', 'Twin B']);
      expect(new Set(seen.map((b) => b.id)).size).toBe(10);
      expect(seen.map((b) => b.phase)).toEqual(['live', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'past', 'past', 'past']);

      const theirs = await allPages((cursor) => bookings.list(stranger, { limit: 2, cursor }, now));
      expect(theirs.map((b) => b.title)).toEqual(['Live now', 'Coming 1', 'Past 1']);
    });

    it('refuse a cursor of another list or made up with words that say to start again', async () => {
      const carer = member();
      await issue(carer, ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z']);
      const invoiceCursor = (await invoices.list(carer, { limit: 1 })).nextCursor!;
      const refused = `VALIDATION_FAILED: ${pageQueryMessages.cursor}`;
      for (const cursor of [invoiceCursor, 'not-a-cursor', Buffer.from('b|yesterday|someone|1').toString('base64url')]) {
        expect(await refusal(bookings.list(carer, { limit: 3, cursor }, now))).toBe(refused);
      }
    });

    it('cap a limit over the most a page holds, and refuse one that is not a page size', () => {
      expect(BookingListQuerySchema.parse({ limit: '500' }).limit).toBe(maxPageSize);
      expect(BookingListQuerySchema.parse({}).limit).toBe(20);
      expect(BookingListQuerySchema.safeParse({ limit: '0' }).error?.issues[0].message).toBe(pageQueryMessages.limit);
    });
  });

  describe('tax invoices', () => {
    it('come newest first across pages, each once, even when issued in the same microsecond, and never another member’s', async () => {
      const payer = member();
      const other = member();
      await issue(payer, ['2026-09-01T01:00:00.000001Z', '2026-10-01T01:00:00Z', '2026-10-01T01:00:00Z', '2026-11-01T01:00:00Z', '2026-08-01T01:00:00Z']);
      await issue(other, ['2026-10-15T01:00:00Z']);

      const listed = await allPages((cursor) => invoices.list(payer, { limit: 2, cursor }));
      expect(listed).toHaveLength(5);
      expect(new Set(listed.map((i) => i.number)).size).toBe(5);
      expect(listed.map((i) => i.issuedAt.slice(0, 10))).toEqual(['2026-11-01', '2026-10-01', '2026-10-01', '2026-09-01', '2026-08-01']);
      expect((await invoices.list(other, {})).items.map((i) => i.issuedAt.slice(0, 10))).toEqual(['2026-10-15']);
    });

    it('give at most 50 on a page whatever limit is asked, and the rest on the next', async () => {
      const longStanding = member();
      await issue(
        longStanding,
        Array.from({ length: 55 }, (_, n) => new Date(Date.UTC(2022, 0, 1) + n * 30 * 86_400_000).toISOString()),
      );
      expect(TaxInvoiceListQuerySchema.parse({ limit: '500' }).limit).toBe(maxPageSize);
      const first = await invoices.list(longStanding, { limit: 500 });
      expect(first.items).toHaveLength(maxPageSize);
      const rest = await invoices.list(longStanding, { limit: 500, cursor: first.nextCursor });
      expect([rest.items.length, rest.nextCursor]).toEqual([5, null]);
    });

    it('refuse a bookings cursor', async () => {
      const carer = member();
      for (const t of [1, 2]) await book(carer, await session(`Seat ${t}`, minutes(t * 1440)));
      const bookingCursor = (await bookings.list(carer, { limit: 1 }, now)).nextCursor!;
      expect(await refusal(invoices.list(carer, { cursor: bookingCursor }))).toBe(`VALIDATION_FAILED: ${pageQueryMessages.cursor}`);
    });
  });
});
