import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, maxPageSize, MemberKliinicNotesListQuerySchema, pageQueryMessages } from '@kiin/contracts';
import { DomainError, encodeCursor, openDatabase } from '@kiin/service-kit';
import { allPages, createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import { NotesQueries } from '../src/notes/notes.queries';
import { NotesRepository } from '../src/notes/notes.repository';

/** A member's kliinic notes come a page at a time (ADR 24), newest session first, only their own. */
describe("a member's kliinic notes, a page at a time", () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let notes: NotesQueries;
  const member = (): Actor => ({ userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] }) as unknown as Actor;

  /** A session that started at `startsAt`, its notes in `status`, and a ticket for each holder. */
  const session = async (title: string, startsAt: string, holders: { actor: Actor; cancelled?: boolean }[], status: 'draft' | 'approved' | 'sent' = 'sent') => {
    const id = randomUUID();
    const em = orm.em.fork();
    await em.execute('insert into kliinic_session_ref (session_id, title, starts_at) values (?, ?, ?)', [id, title, startsAt]);
    await em.execute(`insert into kliinic_notes (session_id, status, markdown, approved_at) values (?, ?, ?, ${status === 'draft' ? 'null' : 'now()'})`, [id, status, `Notes of ${title}`]);
    for (const { actor, cancelled } of holders) {
      await em.execute('insert into kliinic_ticket (booking_id, session_id, user_id, cancelled) values (?, ?, ?, ?)', [randomUUID(), id, actor.userId, cancelled ?? false]);
    }
    return id;
  };
  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error);
  };

  beforeAll(async () => {
    db = await createTestDatabase('coach_member_notes', database);
    orm = await openDatabase(db.url, database);
    notes = new NotesQueries(orm, new NotesRepository());
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  it('lists approved and sent notes newest session first, across pages, each once, and never another member’s or a draft', async () => {
    const carer = member();
    const other = member();
    const me = [{ actor: carer }];
    await session('March', '2026-03-06T02:00:00Z', me);
    await session('May', '2026-05-01T02:00:00Z', me, 'approved');
    // Two sessions at the same start: their ids order them, so neither is skipped or repeated.
    await session('June A', '2026-06-05T02:00:00Z', me);
    await session('June B', '2026-06-05T02:00:00Z', me);
    await session('August', '2026-08-07T02:00:00Z', me);
    await session('September draft', '2026-09-04T02:00:00Z', me, 'draft');
    await session('October, given back', '2026-10-02T02:00:00Z', [{ actor: carer, cancelled: true }, { actor: other }]);
    await session('November, theirs', '2026-11-06T02:00:00Z', [{ actor: other }]);

    const sizes: number[] = [];
    const listed = await allPages(async (cursor) => {
      const page = await notes.mine(carer, { limit: 2, cursor });
      sizes.push(page.items.length);
      return page;
    });
    expect(sizes).toEqual([2, 2, 1]);
    const titles = listed.map((n) => n.title);
    expect([titles[0], ...titles.slice(3)]).toEqual(['August', 'May', 'March']);
    expect(titles.slice(1, 3).sort()).toEqual(['June A', 'June B']);
    expect(listed[0]).toMatchObject({ startsAt: '2026-08-07T02:00:00.000Z', markdown: 'Notes of August' });
    expect((await notes.mine(other, {})).items.map((n) => n.title)).toEqual(['November, theirs', 'October, given back']);
  });

  it('gives at most 50 on a page whatever limit is asked', async () => {
    const regular = member();
    for (let month = 0; month < 52; month += 1) await session(`Session ${month}`, new Date(Date.UTC(2022, month, 1)).toISOString(), [{ actor: regular }]);
    expect(MemberKliinicNotesListQuerySchema.parse({ limit: '999' }).limit).toBe(maxPageSize);
    const first = await notes.mine(regular, { limit: 999 });
    expect(first.items).toHaveLength(maxPageSize);
    expect((await notes.mine(regular, { limit: 999, cursor: first.nextCursor })).items).toHaveLength(2);
  });

  it('refuses a cursor of another list, or made up, saying to start again without one', async () => {
    const carer = member();
    const bookingCursor = encodeCursor({ letter: 'b', ranks: 4 }, { at: '2026-01-01T00:00:00.000000Z', id: randomUUID(), rank: 1 });
    for (const cursor of [bookingCursor, 'garbage', Buffer.from('n|last week|x').toString('base64url')]) {
      expect(await refusal(notes.mine(carer, { cursor }))).toBe(`VALIDATION_FAILED: ${pageQueryMessages.cursor}`);
    }
  });
});
