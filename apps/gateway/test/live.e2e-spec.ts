import type { ContentItem, ModerationNotice } from '@kiin/contracts';
import { waitFor } from '@kiin/testing/e2e';
import { grantRole, wholeQueue } from './community-support';
import { Client, framesOf, grantPremium, openChannel, openReadyChannel, signUp, uniqueClientIp } from './support';

/** Every confirmed member's first points, which reach their channel whenever they are projected. */
const welcome = 'Welcome to Kiin';

describe('the live channel', () => {
  it('is for signed-in members, and only for a stream reader', async () => {
    const visitor = new Client();
    expect((await visitor.get('/api/live', { accept: 'text/event-stream' })).status).toBe(401);
    const member = new Client();
    await signUp(member, 'Live', 'Reader');
    const asJson = await member.get('/api/live', { accept: 'application/json' });
    expect(asJson.status).toBe(406);
    expect(asJson.text).toContain('open it with EventSource (Accept: text/event-stream)');
  });

  it('tells the member of their points and of premium starting, as they happen, and no one else', async () => {
    const member = new Client();
    await signUp(member, 'Live', 'Points');
    const other = new Client();
    await signUp(other, 'Live', 'Neighbour');
    const mine = await openChannel(member);
    const theirs = await openChannel(other);
    try {
      expect([mine.status, mine.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
      await waitFor(() => mine.frames.some((f) => f.event === 'ready'), { what: 'the ready line' });

      const item = ((await member.get('/api/content/free')).json as ContentItem[]).find((i) => !i.locked && i.type !== 'website')!;
      expect((await member.post('/api/users/completed-content', { contentId: item.id })).status).toBeLessThan(300);
      // The member's welcome points may arrive on the channel too, before or after.
      const points = await waitFor(() => framesOf(mine.frames, 'points').find((p) => p.type === 'points' && p.reason !== welcome), { what: 'the points event' });
      expect(points).toMatchObject({ type: 'points', points: 10 });
      const { totalPoints } = points as { totalPoints: number };
      await waitFor(async () => ((await member.get('/api/auth/user')).json as { points: number }).points === totalPoints, { what: `the member's points to read ${totalPoints}` });

      await grantPremium(member);
      const membership = await waitFor(() => framesOf(mine.frames, 'membership')[0], { what: 'the membership event' });
      expect(membership).toEqual({ type: 'membership', premium: true, endsAt: null });

      // The neighbour's channel heard nothing of it (their own welcome points may come late).
      const aboutOthers = theirs.frames.filter((f) => !(f.event === 'points' && (f.data as { reason?: string }).reason === welcome));
      expect(aboutOthers.map((f) => f.event)).toEqual(['ready']);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('ends when its session is ended from another device, telling nothing that happens after', async () => {
    const phone = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const { email, password } = await signUp(phone, 'Live', 'Ended');
    const laptop = new Client({ 'x-forwarded-for': uniqueClientIp() });
    expect((await laptop.post('/api/auth/sign-in', { email, password })).status).toBe(200);
    const channel = await openReadyChannel(phone);
    try {
      // From the laptop: sign out everywhere else, then complete something (which earns points).
      expect((await laptop.post('/api/auth/sessions/sign-out-everywhere', {})).json).toEqual({ ended: 1 });
      const item = ((await laptop.get('/api/content/free')).json as ContentItem[]).find((i) => !i.locked && i.type !== 'website')!;
      expect((await laptop.post('/api/users/completed-content', { contentId: item.id })).status).toBeLessThan(300);
      await waitFor(async () => ((await laptop.get('/api/auth/user')).json as { points: number }).points >= 15, { what: 'the points applied' });

      let ended = false;
      void channel.ended.then(() => (ended = true));
      await waitFor(() => ended, { what: 'the channel to end' });
      expect(framesOf(channel.frames, 'points').filter((p) => p.type === 'points' && p.reason !== welcome)).toEqual([]);
      // The browser's reconnection is refused: the session is over.
      const again = await openChannel(phone);
      expect(again.status).toBe(401);
      again.close();
    } finally {
      channel.close();
    }
  });

  it("tells the author of a held post the moderator's decision, with the notice holding their words, and the points it earned", async () => {
    const author = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const moderator = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const [, m] = await Promise.all([signUp(author, 'Held', 'Author'), signUp(moderator, 'Live', 'Moderator')]);
    await grantRole(m.email, 'moderator');
    await waitFor(async () => (await moderator.get('/api/moderation/queue')).status === 200, { what: 'the moderator role' });
    const channel = await openReadyChannel(author);
    try {
      const created = await author.post('/api/discussions', { title: 'Our first week at home', content: 'How did you settle in after the hospital?', isPremiumOnly: false });
      expect((created.json as { status: string }).status).toBe('held');
      const discussionId = (created.json as { discussion: { id: string } }).discussion.id;
      const review = (await wholeQueue(moderator)).find((r) => r.postId === discussionId)!;
      expect((await moderator.post(`/api/moderation/reviews/${review.id}`, { decision: 'keep', note: 'Welcome, and thank you for asking' })).status).toBe(200);

      const told = await waitFor(() => framesOf(channel.frames, 'post-review')[0], { what: 'the decision on the live channel' });
      const notices = (await author.get('/api/community/notices')).json as ModerationNotice[];
      expect(told).toEqual({ type: 'post-review', noticeId: notices[0].id, postType: 'discussion', discussionId, outcome: 'approved' });
      expect(notices[0].note).toBe('Welcome, and thank you for asking');
      // The points it earned on being published arrive too.
      expect(await waitFor(() => framesOf(channel.frames, 'points')[0], { what: 'the points for the post' })).toMatchObject({ points: 5 });
    } finally {
      channel.close();
    }
  });
});
