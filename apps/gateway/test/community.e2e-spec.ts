import type { Comment, CreatedComment, CreatedDiscussion, Discussion, DiscussionSummary, Page, ReviewItem } from '@kiin/contracts';
import { communityMessages, crisisCardFor, pagingMessages } from '@kiin/contracts';
import { waitFor } from '@kiin/testing';
import { allComments, allDiscussions, grantRole, trustInCommunity, wholeQueue } from './community-support';
import { Client, grantPremium, signUp, uniqueClientIp } from './support';

/**
 * The five discussion calls and moderation, for every role: a visitor, a free member, a
 * premium member, a moderator and another member. Statuses and bodies are the spec's.
 */
describe('community by role', () => {
  const visitor = new Client({ 'x-forwarded-for': uniqueClientIp() });
  const free = new Client();
  const premium = new Client();
  const moderator = new Client();
  const other = new Client();
  const newcomer = new Client();
  const emails: string[] = [];
  let premiumOnly: DiscussionSummary;
  let freeDiscussion: Pick<DiscussionSummary, 'id' | 'isPremiumOnly'>;

  beforeAll(async () => {
    const members = await Promise.all([
      signUp(free, 'Frida', 'Free'),
      signUp(premium, 'Pria', 'Premium'),
      signUp(moderator, 'Mona', 'Moderator'),
      signUp(other, 'Otto', 'Other'),
      signUp(newcomer, 'Nell', 'Newcomer'),
    ]);
    emails.push(...members.map((m) => m.email));
    const [f, p, m, o] = members.map((x) => (x.user as { id: string }).id);
    await Promise.all([f, p, m, o].map((id) => trustInCommunity(id)));
    await grantPremium(premium);
    await grantRole(members[2].email, 'moderator');
    await waitFor(async () => (await moderator.get('/api/moderation/queue')).status === 200, { what: 'moderator role' });

    const list = await allDiscussions(visitor);
    premiumOnly = list.find((d) => d.isPremiumOnly)!;
    freeDiscussion = list.find((d) => !d.isPremiumOnly)!;
  });

  const body = { title: 'Finding a routine that works', content: 'What does your morning look like when caring full time?', isPremiumOnly: false };

  it('GET /api/discussions: everyone sees the list; premium-only content only for premium members', async () => {
    for (const client of [visitor, free, moderator]) {
      const res = await client.get('/api/discussions');
      expect(res.status).toBe(200);
      const locked = (await allDiscussions(client)).find((d) => d.id === premiumOnly.id)!;
      expect(locked).toMatchObject({ title: premiumOnly.title, isPremiumOnly: true, excerpt: null });
      expect(locked).not.toHaveProperty('content');
      expect(locked).not.toHaveProperty('contentHtml');
    }
    const unlocked = (await allDiscussions(premium)).find((d) => d.id === premiumOnly.id)!;
    expect(unlocked.excerpt).toEqual(expect.any(String));
    const first = (await visitor.get('/api/discussions')).json as Page<DiscussionSummary>;
    expect(Object.keys(first).sort()).toEqual(['items', 'nextCursor']);
    expect(first.items[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), title: expect.any(String), createdAt: expect.any(String), views: expect.any(Number), commentCount: expect.any(Number) }),
    );
  });

  it('GET /api/discussions pages with a cursor, searches and filters on the server, and says what is wrong with a bad query', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const made: string[] = [];
    for (const i of [1, 2, 3]) {
      const res = await free.post('/api/discussions', { ...body, title: `Routine ${i} ${marker}`, content: `${'A long morning routine, step by step. '.repeat(20)}` });
      expect({ status: res.status, body: res.status === 201 ? 'a discussion' : res.text }).toEqual({ status: 201, body: 'a discussion' });
      made.push((res.json as CreatedDiscussion).discussion.id);
    }
    const page = async (client: Client, query: string) => {
      const res = await client.get(`/api/discussions?${query}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^application\/json/)]);
      return res.json as Page<DiscussionSummary>;
    };
    const first = await page(visitor, `q=${marker.toUpperCase()}&limit=2`);
    expect(first.items.map((d) => d.id)).toEqual([made[2], made[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(visitor, `q=${marker}&limit=2&cursor=${first.nextCursor}`);
    expect([second.items.map((d) => d.id), second.nextCursor]).toEqual([[made[0]], null]);
    // An excerpt of the body, in plain text, rather than the body.
    expect(second.items[0].excerpt!.length).toBeLessThanOrEqual(281);
    expect(second.items[0].excerpt).toMatch(/^A long morning routine, step by step\..*…$/);
    expect(second.items[0]).not.toHaveProperty('content');
    // The whole body stays in the thread.
    expect(((await visitor.get(`/api/discussions/${made[0]}`)).json as Discussion).content).toBe('A long morning routine, step by step. '.repeat(20).trim());

    // The body is searched as well as the title, in any case.
    const inBody = `zb${Date.now().toString(36)}`;
    const bodyOnly = (await free.post('/api/discussions', { ...body, title: 'A question about mornings', content: `What helps with ${inBody} before school?` }).then((r) => r.json)) as CreatedDiscussion;
    expect((await page(visitor, `q=${inBody.toUpperCase()}`)).items.map((d) => d.id)).toEqual([bodyOnly.discussion.id]);

    expect((await page(visitor, `q=${marker}&access=premium`)).items).toEqual([]);
    expect((await page(visitor, `q=${marker}&access=free`)).items).toHaveLength(3);
    const premiumTab = await page(visitor, 'access=premium&limit=50');
    expect(premiumTab.items.length).toBeGreaterThan(0);
    expect(premiumTab.items.every((d) => d.isPremiumOnly)).toBe(true);
    expect((await page(visitor, 'limit=500')).items.length).toBeLessThanOrEqual(50);
    expect((await page(visitor, '')).items.length).toBeLessThanOrEqual(20);
    expect((await page(free, `mine=true&q=${marker}`)).items.map((d) => d.id)).toEqual([...made].reverse());
    expect((await page(other, `mine=true&q=${marker}`)).items).toEqual([]);

    const refused = async (client: Client, query: string) => client.get(`/api/discussions?${query}`).then((r) => [r.status, r.text]);
    expect(await refused(visitor, 'limit=0')).toEqual([400, pagingMessages.limit]);
    expect(await refused(visitor, 'limit=many')).toEqual([400, pagingMessages.limit]);
    expect(await refused(visitor, 'access=gold')).toEqual([400, pagingMessages.access]);
    expect(await refused(visitor, 'mine=yes')).toEqual([400, pagingMessages.mine]);
    expect(await refused(visitor, `q=${'x'.repeat(201)}`)).toEqual([400, pagingMessages.searchTooLong]);
    expect(await refused(visitor, 'q=a&q=b')).toEqual([400, 'q must be text']);
    expect(await refused(visitor, 'cursor=not-a-cursor')).toEqual([400, pagingMessages.cursor]);
    expect(await refused(visitor, 'cursor=%25%25')).toEqual([400, pagingMessages.cursor]);
    expect(await refused(visitor, 'mine=true')).toEqual([401, pagingMessages.mineSignedOut]);

    const comments = `/api/discussions/${made[0]}/comments`;
    await Promise.all([other.post(comments, { content: 'First reply in the thread.' }), premium.post(comments, { content: 'Second reply in the thread.' })]);
    const firstComments = await visitor.get(`${comments}?limit=1`);
    const commentPage = firstComments.json as Page<Comment>;
    expect([firstComments.status, commentPage.items.length, typeof commentPage.nextCursor]).toEqual([200, 1, 'string']);
    const nextComments = (await visitor.get(`${comments}?limit=1&cursor=${commentPage.nextCursor}`)).json as Page<Comment>;
    expect(nextComments.items).toHaveLength(1);
    expect(nextComments.items[0].id).not.toBe(commentPage.items[0].id);
    expect(Date.parse(nextComments.items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(commentPage.items[0].createdAt));
    expect(await visitor.get(`${comments}?limit=0`).then((r) => [r.status, r.text])).toEqual([400, pagingMessages.limit]);
    expect(await visitor.get(`${comments}?cursor=${first.nextCursor}`).then((r) => [r.status, r.text])).toEqual([400, pagingMessages.cursor]);
  });

  it('POST /api/discussions: sign-in, the format sentence, the minimum and premium-only for premium members', async () => {
    expect(await visitor.post('/api/discussions', body).then((r) => [r.status, r.text])).toEqual([401, 'Authentication required']);
    expect(await free.post('/api/discussions', { ...body, title: '   ' }).then((r) => [r.status, r.text])).toEqual([400, communityMessages.invalidFormat]);
    expect(await free.post('/api/discussions', { ...body, content: '' }).then((r) => [r.status, r.text])).toEqual([400, communityMessages.invalidFormat]);
    expect(await free.post('/api/discussions', { title: 'Hi', content: 'there', isPremiumOnly: false }).then((r) => [r.status, r.text])).toEqual([
      400,
      'Please enter at least 20 characters (13 more needed)',
    ]);
    expect(await free.post('/api/discussions', { ...body, isPremiumOnly: true }).then((r) => [r.status, r.text])).toEqual([403, 'Premium membership required']);

    const made = await free.post('/api/discussions', body);
    expect(made.status).toBe(201);
    const created = made.json as CreatedDiscussion;
    expect(created).toMatchObject({ status: 'published', notice: null, showCrisisCard: false });
    freeDiscussion = created.discussion;

    const premiumMade = await premium.post('/api/discussions', { ...body, isPremiumOnly: true });
    expect(premiumMade.status).toBe(201);
    expect((premiumMade.json as CreatedDiscussion).discussion.isPremiumOnly).toBe(true);
  });

  it('GET /api/discussions/{id}: 404 with the spec words; premium-only is 403 for everyone but premium members', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await visitor.get(`/api/discussions/${id}`).then((r) => [r.status, r.text])).toEqual([404, 'Discussion not found']);
    }
    for (const client of [visitor, free, moderator, other]) {
      expect(await client.get(`/api/discussions/${premiumOnly.id}`).then((r) => [r.status, r.text])).toEqual([403, 'Premium membership required']);
      expect(await client.get(`/api/discussions/${premiumOnly.id}/comments`).then((r) => [r.status, r.text])).toEqual([403, 'Premium membership required']);
    }
    const res = await premium.get(`/api/discussions/${premiumOnly.id}`);
    expect(res.status).toBe(200);
    expect((res.json as Discussion).content).toEqual(expect.any(String));
    expect((await premium.get(`/api/discussions/${premiumOnly.id}/comments`)).status).toBe(200);
  });

  it('views count once per reader per day: reloading does not inflate them', async () => {
    const before = ((await free.get(`/api/discussions/${freeDiscussion.id}`)).json as Discussion).views;
    await other.get(`/api/discussions/${freeDiscussion.id}`);
    await other.get(`/api/discussions/${freeDiscussion.id}`);
    await visitor.get(`/api/discussions/${freeDiscussion.id}`);
    const after = ((await visitor.get(`/api/discussions/${freeDiscussion.id}`)).json as Discussion).views;
    expect(after).toBe(before + 2);
  });

  it('comments: sign-in and ten characters; authors are Anonymous User, the reader’s own marked as theirs, no names or emails', async () => {
    const path = `/api/discussions/${freeDiscussion.id}/comments`;
    expect(await visitor.post(path, { content: 'A kind word for you' }).then((r) => [r.status, r.text])).toEqual([401, 'Authentication required']);
    expect(await other.post(path, { content: '  short  ' }).then((r) => [r.status, r.text])).toEqual([400, 'Please enter at least 10 characters (5 more needed)']);
    expect(await free.post(`/api/discussions/${premiumOnly.id}/comments`, { content: 'Can I join in here?' }).then((r) => r.status)).toBe(403);
    const posted = await other.post(path, { content: 'Mornings are easier with a list.' });
    expect(posted.status).toBe(201);
    expect((posted.json as CreatedComment).comment.author).toEqual({ displayName: 'You', isYou: true });

    const seenByAuthor = await allComments(other, freeDiscussion.id);
    const seenByVisitor = await visitor.get(path);
    expect(seenByAuthor.at(-1)?.author).toEqual({ displayName: 'You', isYou: true });
    expect((await allComments(visitor, freeDiscussion.id)).at(-1)?.author).toEqual({ displayName: 'Anonymous User', isYou: false });
    const discussion = await visitor.get(`/api/discussions/${freeDiscussion.id}`);
    expect((discussion.json as Discussion).author).toEqual({ displayName: 'Anonymous User', isYou: false });
    for (const text of [seenByVisitor.text, JSON.stringify(await allComments(visitor, freeDiscussion.id)), discussion.text, JSON.stringify(await allDiscussions(visitor))]) {
      for (const email of emails) expect(text).not.toContain(email);
      expect(text).not.toMatch(/Frida|Otto|Pria|Mona|authorId/);
    }
  });

  it("a new member's post is held for review with a notice, and others do not see it", async () => {
    const res = await newcomer.post('/api/discussions', { ...body, title: 'Hello from a new member' });
    expect(res.status).toBe(201);
    const created = res.json as CreatedDiscussion;
    expect(created).toMatchObject({ status: 'held', notice: `${communityMessages.heldFirstPosts} ${communityMessages.heldPoints('discussion')}` });
    expect(created.notice).toContain('The 5 points a new discussion earns arrive when a moderator approves it.');
    expect((await allDiscussions(newcomer)).find((d) => d.id === created.discussion.id)?.status).toBe('held');
    expect((await allDiscussions(newcomer, { mine: 'true' })).find((d) => d.id === created.discussion.id)?.status).toBe('held');
    expect((await allDiscussions(other)).map((d) => d.id)).not.toContain(created.discussion.id);
    expect((await other.get(`/api/discussions/${created.discussion.id}`)).status).toBe(404);
  });

  it('crisis language: published, the crisis card at once, first in the moderation queue', async () => {
    await free.post('/api/discussions', { ...body, title: 'A miracle cure question', content: 'Has anyone heard of this miracle cure?' });
    const res = await free.post('/api/discussions', { ...body, title: 'Struggling tonight', content: "Honestly I can't go on like this much longer." });
    expect(res.status).toBe(201);
    const created = res.json as CreatedDiscussion;
    expect(created).toMatchObject({ status: 'published', showCrisisCard: true });
    const queue = await wholeQueue(moderator);
    const at = queue.findIndex((i) => i.postId === created.discussion.id);
    expect(queue[at]).toMatchObject({ priority: true, reasons: ['crisis'] });
    // Every priority item comes before every other: ours is among them, ahead of the rest.
    const firstOrdinary = queue.findIndex((i) => !i.priority);
    expect(queue.slice(0, at).every((i) => i.priority)).toBe(true);
    expect(at).toBeLessThan(firstOrdinary);
    expect(created.crisisFamilies).toEqual(['suicide']);
    expect(crisisCardFor(created.crisisFamilies).lines.map((l) => l.phone)).toEqual(['000', '13 11 14', '1300 659 467', '1300 22 4636']);
  });

  it('a blocked phrase refuses the post with a general reason', async () => {
    const res = await free.post('/api/discussions', { ...body, content: 'Cheap pills here, no prescription needed' });
    expect([res.status, res.text]).toEqual([400, communityMessages.blocked]);
  });

  it('flags: members only, once each, never one’s own', async () => {
    const path = `/api/discussions/${freeDiscussion.id}/flags`;
    expect(await visitor.post(path, { reason: 'spam' }).then((r) => [r.status, r.text])).toEqual([401, 'Authentication required']);
    expect(await other.post(path, { reason: 'nonsense' }).then((r) => r.status)).toBe(400);
    expect(await free.post(path, { reason: 'spam' }).then((r) => [r.status, r.text])).toEqual([400, 'You cannot flag your own post.']);
    expect(await other.post(path, { reason: 'misinformation', note: 'Not quite right' }).then((r) => [r.status, r.json])).toEqual([201, { status: 'flagged' }]);
    expect(await other.post(path, { reason: 'spam' }).then((r) => [r.status, r.text])).toEqual([409, communityMessages.alreadyFlagged]);
    expect(await other.post('/api/discussions/00000000-0000-4000-8000-000000000000/flags', { reason: 'spam' }).then((r) => r.status)).toBe(404);
  });

  it('the moderation queue comes a page at a time; a cursor not its own, or a limit of 0, is refused with what to do', async () => {
    const queue = '/api/moderation/queue';
    const first = (await moderator.get(`${queue}?limit=1`)).json as Page<ReviewItem>;
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await moderator.get(`${queue}?limit=1&cursor=${first.nextCursor}`)).json as Page<ReviewItem>;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await wholeQueue(moderator)).slice(0, 2).map((i) => i.id)).toEqual([first.items[0].id, second.items[0].id]);
    const discussionCursor = ((await visitor.get('/api/discussions?limit=1')).json as Page<DiscussionSummary>).nextCursor;
    expect(await moderator.get(`${queue}?cursor=${discussionCursor}`).then((r) => [r.status, r.text])).toEqual([400, pagingMessages.cursor]);
    expect(await moderator.get(`${queue}?limit=0`).then((r) => [r.status, r.text])).toEqual([400, pagingMessages.limit]);
  });

  it('the moderation calls answer moderators only; a decision reaches the author', async () => {
    for (const path of ['/api/moderation/queue', '/api/moderation/phrases']) {
      expect(await visitor.get(path).then((r) => [r.status, r.text])).toEqual([401, 'Authentication required']);
      for (const client of [free, premium, other]) {
        expect(await client.get(path).then((r) => [r.status, r.text])).toEqual([403, 'You do not have access to this.']);
      }
      expect((await moderator.get(path)).status).toBe(200);
    }
    const queue = await wholeQueue(moderator);
    const flagged = queue.find((i) => i.postId === freeDiscussion.id)!;
    expect(flagged.flags).toEqual([{ reason: 'misinformation', note: 'Not quite right', createdAt: expect.any(String) }]);
    expect(await free.post(`/api/moderation/reviews/${flagged.id}`, { decision: 'keep' }).then((r) => r.status)).toBe(403);
    expect(await moderator.post(`/api/moderation/reviews/${flagged.id}`, { decision: 'maybe' }).then((r) => r.status)).toBe(400);
    const decided = await moderator.post(`/api/moderation/reviews/${flagged.id}`, { decision: 'keep', note: 'Checked, all fine' });
    expect([decided.status, decided.json]).toEqual([200, { status: 'done' }]);
    const notices = (await free.get('/api/community/notices')).json as { outcome: string; note: string }[];
    expect(notices[0]).toMatchObject({ outcome: 'keep', note: 'Checked, all fine' });
    expect((await visitor.get('/api/community/notices')).status).toBe(401);

    const phrase = await moderator.post('/api/moderation/phrases', { phrase: `  Special Offer ${Date.now()} `, action: 'hold' });
    expect(phrase.status).toBe(201);
    expect((phrase.json as { phrase: string }).phrase).toMatch(/^special offer \d+$/);
    expect(await free.post('/api/moderation/phrases', { phrase: 'anything', action: 'hold' }).then((r) => r.status)).toBe(403);
  });
});
