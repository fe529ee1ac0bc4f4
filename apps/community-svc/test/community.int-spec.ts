import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Comment, communityMessages, type DiscussionListQuery, type DiscussionSummary, type EventType, pagingMessages, type ReviewItem } from '@kiin/contracts';
import { DomainError, openDatabase, SafetyCheck } from '@kiin/service-kit';
import { allPages, createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import { runCommunityCommand } from '../src/moderation/admin-commands';
import type { ModerationService } from '../src/moderation/moderation.service';
import type { PostsService } from '../src/posts/posts.service';
import { moderationService, postsService } from './services';

/** The community on the real database: views per viewer per day, events through the outbox, moderation. */
describe('community-svc', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let posts: PostsService;
  let moderation: ModerationService;

  beforeAll(async () => {
    db = await createTestDatabase('community', database);
    orm = await openDatabase(db.url, database);
    posts = postsService(orm, new SafetyCheck());
    moderation = moderationService(orm, posts);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const member = (over: Partial<Actor> = {}): Actor => ({ userId: randomUUID(), isPremium: false, userType: null, roles: [], ...over });
  const moderator = member({ roles: ['moderator'] });
  /** A member a moderator has vouched for with the operators' command: past the new-member stage. */
  const trusted = async (over: Partial<Actor> = {}): Promise<Actor> => {
    const actor = member(over);
    expect(await runCommunityCommand(orm.em.fork(), ['vouch', actor.userId])).toMatchObject({ ok: true });
    return actor;
  };
  const events = async (type: EventType, key?: string) =>
    (
      await orm.em
        .fork()
        .execute<{ envelope: { payload: Record<string, unknown> } }[]>('select envelope from outbox where topic = ? order by created_at', [type])
    )
      .map((r) => r.envelope.payload)
      .filter((p) => !key || Object.values(p).includes(key));
  const codeOf = (call: Promise<unknown>) =>
    call.then(
      () => 'resolved',
      (e: unknown) => (e instanceof DomainError ? `${e.code}: ${e.message}` : String(e)),
    );
  const firstPage: DiscussionListQuery = { limit: 50, cursor: null, q: '', access: 'all', mine: false };
  /** Every discussion a reader can list, following the cursor page by page. */
  const listAll = (actor: Actor | null, query: Partial<DiscussionListQuery> = {}): Promise<DiscussionSummary[]> =>
    allPages((cursor) => posts.list(actor, { ...firstPage, ...query, cursor }));
  const commentsAll = (actor: Actor | null, discussionId: string, limit = 50): Promise<Comment[]> =>
    allPages((cursor) => posts.comments(actor, discussionId, { limit, cursor }));
  /** Every open review, page after page, in the queue's order. */
  const wholeQueue = (limit = 50): Promise<ReviewItem[]> => allPages((cursor) => moderation.queue({ limit, cursor }));
  const body = { title: 'Getting through the winter', content: 'What helps you keep going on grey days?', isPremiumOnly: false };

  it('lists seeded discussions newest first, withholding premium content from non-premium readers', async () => {
    const list = await listAll(null);
    expect(list.length).toBeGreaterThanOrEqual(6);
    const times = list.map((d) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const locked = list.filter((d) => d.isPremiumOnly);
    expect(locked.length).toBeGreaterThan(0);
    for (const d of locked) expect(d.excerpt).toBeNull();
    for (const d of list) expect(Object.keys(d)).not.toEqual(expect.arrayContaining(['content']));
    const premium = await listAll(member({ isPremium: true }));
    for (const d of premium.filter((x) => x.isPremiumOnly)) expect(d.excerpt).toEqual(expect.any(String));
    expect(JSON.stringify(list)).not.toMatch(/email|firstName|authorId/);
  });

  it('counts a view once per viewer per day: reloading does not inflate it', async () => {
    const author = await trusted();
    const { discussion } = await posts.createDiscussion(author, body);
    const reader = member();
    await posts.get(reader, discussion.id, 'ignored');
    await posts.get(reader, discussion.id, 'ignored');
    await posts.get(null, discussion.id, 'visitor-hash-1');
    await posts.get(null, discussion.id, 'visitor-hash-1');
    const seen = await posts.get(null, discussion.id, 'visitor-hash-2');
    expect(seen.views).toBe(3);
  });

  it('a published discussion and comment are announced through the outbox, with ids only', async () => {
    const author = await trusted();
    const created = await posts.createDiscussion(author, body);
    expect(created).toMatchObject({ status: 'published', notice: null, showCrisisCard: false });
    expect(created.discussion.author).toEqual({ displayName: 'You', isYou: true });
    expect(await events('discussion.created.v1', created.discussion.id)).toEqual([
      { userId: author.userId, discussionId: created.discussion.id, isPremiumOnly: false },
    ]);
    const commenter = await trusted();
    const { comment } = await posts.createComment(commenter, created.discussion.id, { content: 'Going for a walk at lunch helps me.' });
    expect(await events('comment.created.v1', comment.id)).toEqual([
      { userId: commenter.userId, discussionId: created.discussion.id, commentId: comment.id },
    ]);
    const seenByOther = await commentsAll(member(), created.discussion.id);
    expect(seenByOther.map((c) => c.author)).toEqual([{ displayName: 'Anonymous User', isYou: false }]);
  });

  it("a new member's post is held, not announced, until a moderator keeps it", async () => {
    const newcomer = member();
    const created = await posts.createDiscussion(newcomer, body);
    expect(created).toMatchObject({ status: 'held', notice: `${communityMessages.heldFirstPosts} ${communityMessages.heldPoints('discussion')}` });
    expect(await events('discussion.created.v1', created.discussion.id)).toEqual([]);
    expect((await listAll(member())).map((d) => d.id)).not.toContain(created.discussion.id);
    expect((await listAll(newcomer)).find((d) => d.id === created.discussion.id)?.status).toBe('held');

    const item = (await wholeQueue()).find((i) => i.postId === created.discussion.id);
    expect(item?.reasons).toEqual(['new-member']);
    await moderation.decide(moderator, item!.id, { decision: 'keep', note: 'Welcome!' });
    expect((await listAll(member())).map((d) => d.id)).toContain(created.discussion.id);
    expect(await events('discussion.created.v1', created.discussion.id)).toHaveLength(1);
    expect(await moderation.notices(newcomer)).toEqual([expect.objectContaining({ outcome: 'approved', note: 'Welcome!' })]);
  });

  it('crisis language publishes the post, shows the card, queues it first and tells moderators', async () => {
    const author = await trusted();
    const other = await trusted();
    const ordinary = await posts.createDiscussion(other, { ...body, content: 'A spam-like miracle cure post for the queue' });
    const created = await posts.createDiscussion(author, { ...body, content: "Some nights I feel I can't go on." });
    expect(created).toMatchObject({ status: 'published', showCrisisCard: true, crisisFamilies: ['suicide'] });
    expect(await events('post.crisis-flagged.v1', created.discussion.id)).toEqual([
      { postId: created.discussion.id, postType: 'discussion', discussionId: created.discussion.id, flaggedAt: expect.any(String) },
    ]);
    const queue = await wholeQueue();
    expect(queue[0]).toMatchObject({ postId: created.discussion.id, priority: true, reasons: ['crisis'] });
    expect(queue.map((i) => i.postId)).toContain(ordinary.discussion.id);
  });

  it('the queue comes a page at a time, crisis first then oldest, each open review once, whatever the page size', async () => {
    const held = [];
    for (let i = 0; i < 3; i++) held.push((await posts.createDiscussion(member(), { ...body, title: `Held ${i}` })).discussion.id);
    await posts.createDiscussion(await trusted(), { ...body, content: 'Tonight I want to end my life.' });
    const whole = await wholeQueue();
    const rank = (i: ReviewItem) => (i.priority ? 0 : 1);
    const inOrder = [...whole].sort((x, y) => rank(x) - rank(y) || x.openedAt.localeCompare(y.openedAt));
    expect(whole.map((i) => i.id)).toEqual(inOrder.map((i) => i.id));
    expect(whole.map((i) => i.postId)).toEqual(expect.arrayContaining(held));
    // One at a time: the same reviews in the same order, none twice.
    expect((await wholeQueue(1)).map((i) => i.id)).toEqual(whole.map((i) => i.id));
    const first = await moderation.queue({ limit: 2, cursor: null });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    // A cursor of another list is refused with what to do.
    const discussionCursor = (await posts.list(null, { ...firstPage, limit: 1, cursor: null })).nextCursor!;
    await expect(moderation.queue({ limit: 2, cursor: discussionCursor })).rejects.toThrow(pagingMessages.cursor);
  });

  it('each kind of danger brings its card, in the community as in the coach', async () => {
    const author = await trusted();
    const cases: [string, string[]][] = [
      ['My dad is slurring his words and one side of his face has dropped, what do I do', ['medical']],
      ['My husband put his hands around my neck last night and I am scared to go home', ['violence']],
      ['I think my brother is taking money from mum and she is too frightened to say anything, she is 84', ['elder']],
    ];
    for (const [content, families] of cases) {
      const created = await posts.createComment(author, (await listAll(null)).find((d) => !d.isPremiumOnly)!.id, { content });
      expect({ content, showCrisisCard: created.showCrisisCard, families: created.crisisFamilies }).toEqual({
        content,
        showCrisisCard: true,
        families: expect.arrayContaining(families),
      });
    }
  });

  it('moderators are mailed about one author at most once an hour, while every crisis post still goes first in the queue', async () => {
    const author = await trusted();
    const first = await posts.createDiscussion(author, { ...body, content: 'I have been thinking about ending my life lately.' });
    const second = await posts.createDiscussion(author, { ...body, content: 'I wrote letters to my kids tonight so they know I loved them. I am done.' });
    expect([first.showCrisisCard, second.showCrisisCard]).toEqual([true, true]);
    expect(await events('post.crisis-flagged.v1', first.discussion.id)).toHaveLength(1);
    expect(await events('post.crisis-flagged.v1', second.discussion.id)).toHaveLength(0);
    const queue = await wholeQueue();
    for (const id of [first.discussion.id, second.discussion.id]) expect(queue.find((i) => i.postId === id)).toMatchObject({ priority: true });
    // Another author in crisis is mailed about at once.
    const other = await trusted();
    const theirs = await posts.createDiscussion(other, { ...body, content: 'I took all of my sleeping tablets an hour ago.' });
    expect(await events('post.crisis-flagged.v1', theirs.discussion.id)).toHaveLength(1);
  });

  it('flags from three established members hide a post; a moderator hiding it takes its points back', async () => {
    const author = await trusted();
    const { discussion } = await posts.createDiscussion(author, body);
    expect(await codeOf(moderation.flag(author, 'discussion', discussion.id, { reason: 'spam' }))).toBe(
      'VALIDATION_FAILED: You cannot flag your own post.',
    );
    const [a, b, c] = await Promise.all([trusted(), trusted(), trusted()]);
    expect(await moderation.flag(a, 'discussion', discussion.id, { reason: 'spam' })).toEqual({ status: 'flagged' });
    expect(await codeOf(moderation.flag(a, 'discussion', discussion.id, { reason: 'spam' }))).toBe(
      `ALREADY_FLAGGED: ${communityMessages.alreadyFlagged}`,
    );
    await moderation.flag(b, 'discussion', discussion.id, { reason: 'harassment' });
    expect(await moderation.flag(c, 'discussion', discussion.id, { reason: 'other', note: 'odd' })).toEqual({
      status: 'hidden-pending-review',
    });
    expect(await codeOf(posts.get(member(), discussion.id, 'x'))).toBe('DISCUSSION_NOT_FOUND: Discussion not found');

    const item = (await wholeQueue()).find((i) => i.postId === discussion.id)!;
    expect(item.flags.map((f) => f.reason)).toEqual(['spam', 'harassment', 'other']);
    await moderation.decide(moderator, item.id, { decision: 'hide', note: 'Off topic' });
    expect(await events('post.hidden.v1', discussion.id)).toEqual([
      { postId: discussion.id, postType: 'discussion', authorId: author.userId, hiddenAt: expect.any(String) },
    ]);
    expect(await moderation.notices(author)).toEqual([expect.objectContaining({ outcome: 'hide', note: 'Off topic' })]);
    expect(await codeOf(moderation.decide(moderator, item.id, { decision: 'keep' }))).toBe(`NO_OPEN_REVIEW: ${communityMessages.noOpenReview}`);
  });

  it('three fresh accounts cannot hide a post: their flags only put it in the queue', async () => {
    const author = await trusted();
    const { discussion } = await posts.createDiscussion(author, body);
    const fresh = [member(), member(), member()];
    // A new member with a post approved only today is not established yet either.
    await orm.em.fork().execute(`insert into member_standing (user_id, first_post_at, approved_posts) values (?, now(), 2)`, [fresh[2].userId]);
    for (const flagger of fresh) expect(await moderation.flag(flagger, 'discussion', discussion.id, { reason: 'spam' })).toEqual({ status: 'flagged' });
    expect((await posts.get(member(), discussion.id, 'x')).status).toBe('published');
    expect((await wholeQueue()).find((i) => i.postId === discussion.id)?.flags).toHaveLength(3);
  });

  it("a moderator's keep stands until established members flag the post again, counted afresh", async () => {
    const author = await trusted();
    const { discussion } = await posts.createDiscussion(author, body);
    for (const flagger of await Promise.all([trusted(), trusted(), trusted()])) await moderation.flag(flagger, 'discussion', discussion.id, { reason: 'spam' });
    expect((await posts.get(author, discussion.id, 'x')).status).toBe('hidden');
    const review = (await wholeQueue()).find((i) => i.postId === discussion.id)!;
    await moderation.decide(moderator, review.id, { decision: 'keep' });
    expect((await posts.get(member(), discussion.id, 'x')).status).toBe('published');

    const again = await Promise.all([trusted(), trusted(), trusted()]);
    expect(await moderation.flag(again[0], 'discussion', discussion.id, { reason: 'spam' })).toEqual({ status: 'flagged' });
    expect(await moderation.flag(again[1], 'discussion', discussion.id, { reason: 'spam' })).toEqual({ status: 'flagged' });
    expect((await posts.get(member(), discussion.id, 'x')).status).toBe('published');
    expect(await moderation.flag(again[2], 'discussion', discussion.id, { reason: 'spam' })).toEqual({ status: 'hidden-pending-review' });
  });

  it('a blocked phrase refuses the post with a general reason and stores nothing', async () => {
    const author = await trusted();
    expect(await codeOf(posts.createDiscussion(author, { ...body, content: 'Cheap pills without prescription, buy now' }))).toBe(
      `POST_BLOCKED: ${communityMessages.blocked}`,
    );
    expect((await listAll(author)).filter((d) => d.author.isYou)).toEqual([]);
  });

  it('premium-only discussions: only premium members create or read them', async () => {
    const free = await trusted();
    expect(await codeOf(posts.createDiscussion(free, { ...body, isPremiumOnly: true }))).toBe('PREMIUM_REQUIRED: Premium membership required');
    const premium = await trusted({ isPremium: true });
    const { discussion } = await posts.createDiscussion(premium, { ...body, isPremiumOnly: true });
    expect(await codeOf(posts.get(free, discussion.id, 'x'))).toBe('PREMIUM_REQUIRED: Premium membership required');
    expect(await codeOf(posts.comments(null, discussion.id, { limit: 50, cursor: null }))).toBe('PREMIUM_REQUIRED: Premium membership required');
    expect(await codeOf(posts.createComment(free, discussion.id, { content: 'Trying to reply here' }))).toBe(
      'PREMIUM_REQUIRED: Premium membership required',
    );
    expect((await posts.get(member({ isPremium: true }), discussion.id, 'x')).content).toBe(body.content);
  });

  it("the operators' vouch command makes a member established, past both new-member rules, and refuses anything but a member id", async () => {
    const newcomer = member();
    const first = await posts.createDiscussion(newcomer, { title: 'Hello all', content: 'New here, caring for my dad.', isPremiumOnly: false });
    expect(first.status).toBe('held');

    expect(await runCommunityCommand(orm.em.fork(), ['vouch', newcomer.userId])).toEqual({ ok: true, message: `Member ${newcomer.userId} is past the new-member stage.` });
    for (let i = 0; i < 4; i++) {
      const later = await posts.createDiscussion(newcomer, { title: `Update ${i}`, content: 'Dad is settling in at home again.', isPremiumOnly: false });
      expect(later.status).toBe('published');
    }
    for (const args of [[], ['vouch'], ['vouch', 'robin@example.com'], ['promote', newcomer.userId]]) {
      expect(await runCommunityCommand(orm.em.fork(), args)).toMatchObject({ ok: false, message: expect.stringContaining('Usage: npm run admin -- community vouch <member id>') });
    }
  });

  it('new members may post three times an hour in their first day', async () => {
    const newcomer = member();
    const free = (await listAll(null)).find((d) => !d.isPremiumOnly)!;
    for (let i = 0; i < 3; i += 1) await posts.createComment(newcomer, free.id, { content: `Thank you all, post ${i}` });
    expect(await codeOf(posts.createComment(newcomer, free.id, { content: 'One more thank you' }))).toBe(
      `POST_RATE_LIMITED: ${communityMessages.slowDown(3)}`,
    );
    // A word that sounds like danger inside an ordinary question does not skip the limit.
    expect(await codeOf(posts.createComment(newcomer, free.id, { content: 'Does anyone know good substance abuse services near Newcastle?' }))).toBe(
      `POST_RATE_LIMITED: ${communityMessages.slowDown(3)}`,
    );
    // A post in crisis past the limit is held with the card, never refused.
    const crisis = await posts.createComment(newcomer, free.id, { content: "honestly i don't want to wake up tomorrow" });
    expect(crisis).toMatchObject({ status: 'held', showCrisisCard: true, crisisFamilies: ['suicide'] });
    expect((await wholeQueue()).find((i) => i.postId === crisis.comment.id)).toMatchObject({ priority: true });
  });
});
