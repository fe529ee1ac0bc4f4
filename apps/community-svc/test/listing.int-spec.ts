import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Comment, type DiscussionListQuery, type DiscussionSummary, pagingMessages } from '@kiin/contracts';
import { DomainError, openDatabase, SafetyCheck } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import type { PostsService } from '../src/posts/posts.service';
import { postsService } from './services';

/** Lists a page at a time on the real database: order, cursors, excerpts, search, tabs and who sees what. */
describe('community-svc lists', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let posts: PostsService;

  beforeAll(async () => {
    db = await createTestDatabase('community_lists', database);
    orm = await openDatabase(db.url, database);
    posts = postsService(orm, new SafetyCheck());
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const member = (over: Partial<Actor> = {}): Actor => ({ userId: randomUUID(), isPremium: false, userType: null, roles: [], ...over });
  const query = (over: Partial<DiscussionListQuery> = {}): DiscussionListQuery => ({ limit: 50, cursor: null, q: '', access: 'all', mine: false, ...over });
  const codeOf = (call: Promise<unknown>) =>
    call.then(
      () => 'resolved',
      (e: unknown) => (e instanceof DomainError ? `${e.code}: ${e.message}` : String(e)),
    );
  /** A word found nowhere else, so a search for it lists only what one test wrote. */
  const marker = () => `zq${randomUUID().slice(0, 8)}`;

  interface Row {
    title: string;
    content?: string;
    at: string;
    premium?: boolean;
    status?: 'published' | 'held' | 'hidden' | 'deleted';
    author?: string;
    id?: string;
  }
  /** Discussions written straight into the database, as a large community would have them. */
  const insert = async (rows: Row[]): Promise<string[]> => {
    const ids: string[] = [];
    for (const r of rows) {
      const id = r.id ?? randomUUID();
      ids.push(id);
      await orm.em
        .fork()
        .execute(
          'insert into discussion (id, author_id, title, content, content_html, is_premium_only, status, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
          [id, r.author ?? randomUUID(), r.title, r.content ?? 'Some words for the body.', '<p>Some words for the body.</p>', r.premium ?? false, r.status ?? 'published', r.at],
        );
    }
    return ids;
  };
  const insertComments = async (discussionId: string, rows: { at: string; status?: string; author?: string; id?: string }[]) => {
    const ids: string[] = [];
    for (const r of rows) {
      const id = r.id ?? randomUUID();
      ids.push(id);
      await orm.em
        .fork()
        .execute('insert into comment (id, discussion_id, author_id, content, content_html, status, created_at) values (?, ?, ?, ?, ?, ?, ?)', [
          id,
          discussionId,
          r.author ?? randomUUID(),
          `Comment ${id}`,
          `<p>Comment ${id}</p>`,
          r.status ?? 'published',
          r.at,
        ]);
    }
    return ids;
  };
  const pages = async (actor: Actor | null, q: Partial<DiscussionListQuery>) => {
    const seen: DiscussionSummary[][] = [];
    let cursor: string | null = null;
    do {
      const page = await posts.list(actor, query({ ...q, cursor }));
      seen.push(page.items);
      cursor = page.nextCursor;
    } while (cursor && seen.length < 100);
    return seen;
  };
  const commentPages = async (actor: Actor | null, discussionId: string, limit: number) => {
    const seen: Comment[][] = [];
    let cursor: string | null = null;
    do {
      const page = await posts.comments(actor, discussionId, { limit, cursor });
      seen.push(page.items);
      cursor = page.nextCursor;
    } while (cursor && seen.length < 100);
    return seen;
  };

  it('pages discussions newest first, at most `limit` a page, with a null cursor on the last page', async () => {
    const m = marker();
    const ids = await insert(Array.from({ length: 7 }, (_, i) => ({ title: `${m} number ${i}`, at: `2026-03-0${i + 1}T10:00:00Z` })));
    const seen = await pages(null, { q: m, limit: 3 });
    expect(seen.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(seen.flat().map((d) => d.id)).toEqual([...ids].reverse());
    const last = await posts.list(null, query({ q: m, limit: 7 }));
    expect([last.items.length, last.nextCursor]).toEqual([7, null]);
    // A caller asking for more than a page holds gets a page.
    const big = await posts.list(null, query({ limit: 10_000 }));
    expect(big.items.length).toBeLessThanOrEqual(50);
  });

  it('a cursor is stable across rows of the same microsecond and rows a millisecond cannot tell apart', async () => {
    const m = marker();
    const same = await insert(Array.from({ length: 5 }, (_, i) => ({ title: `${m} same ${i}`, at: '2026-04-01T10:00:00.123456Z' })));
    // JavaScript dates would round both of these to .123 and lose one between pages.
    const [earlier] = await insert([{ title: `${m} earlier`, at: '2026-04-01T10:00:00.123455Z' }]);
    const [later] = await insert([{ title: `${m} later`, at: '2026-04-01T10:00:00.123457Z' }]);
    const seen = (await pages(null, { q: m, limit: 2 })).flat().map((d) => d.id);
    expect(seen).toEqual([later, ...[...same].sort().reverse(), earlier]);
    // A discussion written after the first page was read does not shift what the cursor points at.
    const first = await posts.list(null, query({ q: m, limit: 2 }));
    await insert([{ title: `${m} newest`, at: '2026-04-02T10:00:00Z' }]);
    const second = await posts.list(null, query({ q: m, limit: 2, cursor: first.nextCursor }));
    expect(second.items.map((d) => d.id)).toEqual(seen.slice(2, 4));
  });

  it('list items carry a plain-text excerpt of about 280 characters; the thread keeps the whole body', async () => {
    const author = member();
    await orm.em.fork().execute(`insert into member_standing (user_id, first_post_at, approved_posts) values (?, now() - interval '30 days', 2)`, [author.userId]);
    const m = marker();
    const content = `**Sleep** first: see [the guide](https://example.org/guide) and \`notes\`.\n\n> Quoted line\n\n- one\n- two\n\n${'Long words follow here '.repeat(40)}`;
    const { discussion } = await posts.createDiscussion(author, { title: `${m} excerpt`, content, isPremiumOnly: false });
    const [item] = (await posts.list(null, query({ q: m }))).items;
    expect(item.id).toBe(discussion.id);
    expect(item.excerpt).toMatch(/^Sleep first: see the guide and notes\. Quoted line one two Long words follow here/);
    expect(item.excerpt).not.toMatch(/[*[\]`>]|https:/);
    expect(item.excerpt!.endsWith('…')).toBe(true);
    expect(Array.from(item.excerpt!).length).toBeLessThanOrEqual(281);
    expect(item).not.toHaveProperty('content');
    expect(item).not.toHaveProperty('contentHtml');
    const thread = await posts.get(null, discussion.id, 'visitor');
    expect(thread.content).toBe(content.trim());
    expect(thread.contentHtml).toContain('<strong>Sleep</strong>');
    // A short post is its own excerpt, with no ellipsis.
    const [short] = await insert([{ title: `${m} short`, content: 'Just _this_.', at: '2020-01-01T00:00:00Z' }]);
    expect((await posts.list(null, query({ q: `${m} short` }))).items.map((d) => [d.id, d.excerpt])).toEqual([[short, 'Just this.']]);
  });

  it('search is a case-insensitive substring of title or content, wildcards taken literally', async () => {
    const m = marker();
    const [inTitle, inContent, withWildcards] = await insert([
      { title: `Night shifts ${m.toUpperCase()} tips`, at: '2026-05-01T10:00:00Z' },
      { title: 'Something else', content: `Body mentions ${m}morning routines`, at: '2026-05-02T10:00:00Z' },
      { title: `${m} 100%_sure`, at: '2026-05-03T10:00:00Z' },
    ]);
    await insert([{ title: `${m} hidden from everyone`, status: 'deleted', at: '2026-05-04T10:00:00Z' }]);
    const ids = async (q: string, actor: Actor | null = null) => (await posts.list(actor, query({ q }))).items.map((d) => d.id);
    expect(await ids(m)).toEqual([withWildcards, inContent, inTitle]);
    expect(await ids(`${m.toUpperCase()}MORNING`)).toEqual([inContent]);
    expect(await ids(`ts ${m} ti`)).toEqual([inTitle]);
    expect(await ids(`${m} 100%_s`)).toEqual([withWildcards]);
    expect(await ids(`${m} 100__s`)).toEqual([]);
    expect(await ids(`${m}%`)).toEqual([]);
    // Title and content are matched each on its own: a match never spans the two.
    expect(await ids(`tips Some words`)).toEqual([]);
  });

  it('search never reads withheld premium content: a non-premium reader finds it by title only', async () => {
    const m = marker();
    const [premiumOnly] = await insert([{ title: 'Respite options', content: `The secret word is ${m}`, premium: true, at: '2026-06-01T10:00:00Z' }]);
    const [titled] = await insert([{ title: `Premium ${m} title`, premium: true, at: '2026-06-02T10:00:00Z' }]);
    expect((await posts.list(null, query({ q: m }))).items.map((d) => d.id)).toEqual([titled]);
    expect((await posts.list(member(), query({ q: m }))).items.map((d) => d.id)).toEqual([titled]);
    const premium = await posts.list(member({ isPremium: true }), query({ q: m }));
    expect(premium.items.map((d) => d.id)).toEqual([titled, premiumOnly]);
    expect(premium.items.map((d) => d.excerpt)).toEqual(['Some words for the body.', `The secret word is ${m}`]);
    const visitor = await posts.list(null, query({ q: m }));
    expect(visitor.items.map((d) => d.excerpt)).toEqual([null]);
    expect(JSON.stringify(visitor)).not.toContain('secret');
  });

  it('the tabs filter on the server: all, free, premium', async () => {
    const m = marker();
    const [free, premium] = await insert([
      { title: `${m} free`, at: '2026-07-01T10:00:00Z' },
      { title: `${m} premium`, premium: true, at: '2026-07-02T10:00:00Z' },
    ]);
    const ids = async (access: DiscussionListQuery['access']) => (await posts.list(null, query({ q: m, access }))).items.map((d) => d.id);
    expect(await ids('all')).toEqual([premium, free]);
    expect(await ids('free')).toEqual([free]);
    expect(await ids('premium')).toEqual([premium]);
  });

  it("the reader's own held and hidden discussions are listed to them alone; `mine` lists only theirs", async () => {
    const m = marker();
    const author = member();
    const [held, hidden, own] = await insert([
      { title: `${m} held`, status: 'held', author: author.userId, at: '2026-08-01T10:00:00Z' },
      { title: `${m} hidden`, status: 'hidden', author: author.userId, at: '2026-08-02T10:00:00Z' },
      { title: `${m} published`, author: author.userId, at: '2026-08-03T10:00:00Z' },
      { title: `${m} deleted`, status: 'deleted', author: author.userId, at: '2026-08-04T10:00:00Z' },
    ]);
    const [others] = await insert([{ title: `${m} someone else`, at: '2026-08-05T10:00:00Z' }]);
    const mine = (await posts.list(author, query({ q: m }))).items;
    expect(mine.map((d) => [d.id, d.status, d.author])).toEqual([
      [others, 'published', { displayName: 'Anonymous User', isYou: false }],
      [own, 'published', { displayName: 'You', isYou: true }],
      [hidden, 'hidden', { displayName: 'You', isYou: true }],
      [held, 'held', { displayName: 'You', isYou: true }],
    ]);
    expect((await posts.list(member(), query({ q: m }))).items.map((d) => d.id)).toEqual([others, own]);
    expect((await posts.list(author, query({ q: m, mine: true }))).items.map((d) => d.id)).toEqual([own, hidden, held]);
    // Paging through everything of theirs (no search) still finds the oldest.
    expect((await pages(author, { mine: true, limit: 1 })).flat().map((d) => d.id)).toEqual([own, hidden, held]);
    expect(await codeOf(posts.list(null, query({ mine: true })))).toBe(`AUTH_REQUIRED: ${pagingMessages.mineSignedOut}`);
  });

  it('counts published comments only', async () => {
    const m = marker();
    const [id] = await insert([{ title: `${m} counted`, at: '2026-09-01T10:00:00Z' }]);
    await insertComments(id, [
      { at: '2026-09-01T11:00:00Z' },
      { at: '2026-09-01T12:00:00Z' },
      { at: '2026-09-01T13:00:00Z', status: 'held' },
      { at: '2026-09-01T14:00:00Z', status: 'deleted' },
    ]);
    expect((await posts.list(null, query({ q: m }))).items.map((d) => d.commentCount)).toEqual([2]);
  });

  it('pages comments oldest first, stable across equal times; held ones shown to their author and moderators only', async () => {
    const [id] = await insert([{ title: `${marker()} thread`, at: '2026-10-01T10:00:00Z' }]);
    const author = member();
    const moderator = member({ roles: ['moderator'] });
    const early = await insertComments(id, [{ at: '2026-10-01T10:00:00.000001Z' }]);
    const same = await insertComments(id, Array.from({ length: 4 }, () => ({ at: '2026-10-01T10:00:00.000002Z' })));
    const held = await insertComments(id, [{ at: '2026-10-01T10:00:00.000003Z', status: 'held', author: author.userId }]);
    await insertComments(id, [{ at: '2026-10-01T10:00:00.000004Z', status: 'deleted' }]);
    const late = await insertComments(id, [{ at: '2026-10-01T10:00:00.000005Z' }]);
    const published = [...early, ...[...same].sort(), ...late];

    const seen = await commentPages(null, id, 2);
    expect(seen.map((p) => p.length)).toEqual([2, 2, 2]);
    expect(seen.flat().map((c) => c.id)).toEqual(published);
    expect((await commentPages(member(), id, 50)).flat().map((c) => c.id)).toEqual(published);
    const withHeld = [...early, ...[...same].sort(), ...held, ...late];
    const theirs = (await commentPages(author, id, 3)).flat();
    expect(theirs.map((c) => c.id)).toEqual(withHeld);
    expect(theirs.find((c) => c.id === held[0])).toMatchObject({ status: 'held', author: { displayName: 'You', isYou: true } });
    expect((await commentPages(moderator, id, 50)).flat().map((c) => c.id)).toEqual(withHeld);
    const first = await posts.comments(null, id, { limit: 50, cursor: null });
    expect(first.nextCursor).toBeNull();
  });

  it('a cursor that is not one this list gave out is refused with words a person can act on', async () => {
    const [id] = await insert([{ title: `${marker()} cursors`, at: '2026-11-01T10:00:00Z' }]);
    await insertComments(id, [{ at: '2026-11-01T10:00:01Z' }, { at: '2026-11-01T10:00:02Z' }]);
    const discussionCursor = (await posts.list(null, query({ limit: 1 }))).nextCursor!;
    const commentCursor = (await posts.comments(null, id, { limit: 1, cursor: null })).nextCursor!;
    const refused = `VALIDATION_FAILED: ${pagingMessages.cursor}`;
    for (const cursor of ['not-a-cursor', Buffer.from('d|yesterday|x').toString('base64url'), commentCursor]) {
      expect(await codeOf(posts.list(null, query({ cursor })))).toBe(refused);
    }
    expect(await codeOf(posts.comments(null, id, { limit: 10, cursor: discussionCursor }))).toBe(refused);
    expect(await codeOf(posts.comments(null, id, { limit: 10, cursor: '%%%' }))).toBe(refused);
  });
});
