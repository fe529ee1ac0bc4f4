import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type CoachState,
  type CreatedComment,
  type CreatedDiscussion,
  type ContentItem,
  type Condition,
  erasedMemberId,
  formerMemberName,
  type KliinicSession,
  privacyMessages,
  type UserExport,
} from '@kiin/contracts';
import { waitFor } from '@kiin/testing';
import { Redis } from 'ioredis';
import { Client as Pg } from 'pg';
import { allComments, trustInCommunity } from './community-support';
import { Client, confirmTokenIn, grantPremium, signUp, storedUser, waitForMails } from './support';

const databases = () => (process.env.KIIN_TEST_DATABASES ?? '').split(',').filter(Boolean);

async function withDb<T>(url: string, work: (pg: Pg) => Promise<T>): Promise<T> {
  const pg = new Pg({ connectionString: url });
  await pg.connect();
  try {
    return await work(pg);
  } finally {
    await pg.end();
  }
}

/** Every row, in every table of every service database, whose text, id or JSON holds one of `needles`. */
async function rowsHolding(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const patterns = needles.map((n) => `%${n.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  for (const url of databases()) {
    await withDb(url, async (pg) => {
      const { rows: columns } = await pg.query<{ table_name: string; column_name: string }>(
        `select c.table_name, c.column_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
         where c.table_schema = current_schema()
           and c.data_type in ('text', 'uuid', 'json', 'jsonb', 'character varying', 'ARRAY', 'tsvector')`,
      );
      for (const { table_name, column_name } of columns) {
        const { rows } = await pg.query<{ n: number }>(
          `select count(*)::int as n from "${table_name}" where "${column_name}"::text ilike any($1::text[])`,
          [patterns],
        );
        if (rows[0].n > 0) found.push(`${url.split('/').pop()}.${table_name}.${column_name}: ${rows[0].n}`);
      }
    });
  }
  return found;
}

/** Makes this client's session look as if it began `minutes` ago (its sign-in time, in the gateway's Redis). */
async function ageSession(client: Client, minutes: number): Promise<void> {
  const id = client.cookie!.slice('kiin_sid='.length);
  const handle = createHash('sha256').update(id).digest('base64url');
  const redis = new Redis(process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const [, keys] = await redis.scan(0, 'MATCH', `*gw:sess:${handle}`, 'COUNT', 100000);
    expect(keys).toHaveLength(1);
    const data = JSON.parse((await redis.get(keys[0]))!) as { createdAt: string };
    data.createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
    await redis.set(keys[0], JSON.stringify(data), 'KEEPTTL');
  } finally {
    redis.disconnect();
  }
}

const exportOf = async (client: Client) => {
  const res = await client.get('/api/users/me/export');
  if (res.status !== 200) throw new Error(`export answered ${res.status} ${res.text}`);
  return { doc: res.json as UserExport, res };
};

/** Every file under the stack's log folder, as text. */
function stackLogs(): string {
  const dir = process.env.KIIN_LOG_DIR;
  if (!dir) throw new Error('KIIN_LOG_DIR is not set: run through npm run test:e2e');
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const full = path.join(d, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return walk(dir)
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
}

/**
 * A member with data in every service downloads it all, then deletes the account: every
 * service erases them (tax invoices kept, stripped), their sessions end, the address can sign
 * up again to an empty account, and none of what they typed reached a log.
 */
describe('a member’s data: export and deletion across every service', () => {
  const marker = randomBytes(4).toString('hex');
  const firstName = `Zephyrine${marker}`;
  const lastName = `Quillfeather${marker}`;
  const discussionTitle = `Respite weekends ${marker} and how to plan them`;
  const coachQuestion = `What is respite care for a carer like me ${marker}?`;
  const member = new Client();
  const otherDevice = new Client();
  const neighbour = new Client();
  let email: string;
  let password: string;
  let userId: string;
  let keptComment: string;
  let neighbourDiscussion: string;

  beforeAll(async () => {
    const signed = await signUp(member, firstName, lastName);
    ({ email, password } = signed);
    userId = signed.user.id;
    const neighbourUser = await signUp(neighbour, 'Nell', 'Neighbour');
    await Promise.all([trustInCommunity(userId), trustInCommunity(neighbourUser.user.id)]);

    // content: a completion and a saved condition
    const [item] = (await member.get('/api/content/free')).json as ContentItem[];
    expect((await member.post('/api/users/completed-content', { contentId: item.id })).status).toBeLessThan(300);
    const [condition] = (await member.get('/api/conditions')).json as Condition[];
    expect((await member.post('/api/users/conditions', { conditionId: condition.id })).status).toBeLessThan(300);
    // community: a discussion, a comment on a neighbour's discussion, a flag
    const own = await member.post('/api/discussions', { title: discussionTitle, content: `Planning respite ${marker}: what worked for you?`, isPremiumOnly: false });
    expect(own.status).toBe(201);
    const theirs = await neighbour.post('/api/discussions', { title: 'Finding a support group nearby', content: 'Where did you find a local carer group?', isPremiumOnly: false });
    neighbourDiscussion = (theirs.json as CreatedDiscussion).discussion.id;
    const comment = await member.post(`/api/discussions/${neighbourDiscussion}/comments`, { content: `Our council ran one ${marker}, ask them.` });
    expect(comment.status).toBe(201);
    keptComment = (comment.json as CreatedComment).comment.id;
    expect((await member.post(`/api/discussions/${neighbourDiscussion}/flags`, { reason: 'spam' })).status).toBeLessThan(300);
    // and a discussion read (a view, once a day)
    expect((await member.get(`/api/discussions/${neighbourDiscussion}`)).status).toBe(200);
    // billing: the monthly membership (payment, subscription, invoice) and a kliinic seat
    await grantPremium(member);
    const session = ((await member.get('/api/kliinics/sessions')).json as KliinicSession[]).find((s) => s.status === 'upcoming' && !s.full)!;
    expect((await member.post(`/api/kliinics/sessions/${session.id}/book`, undefined)).status).toBe(200);
    // coach: consent and a conversation
    const state = (await member.get('/api/coach')).json as CoachState;
    expect((await member.post('/api/coach/consent', { version: state.notice.version })).status).toBe(200);
    expect((await member.post('/api/coach/chat', { message: coachQuestion })).status).toBe(200);
    // a second device, signed in with the password
    expect((await otherDevice.post('/api/auth/sign-in', { email, password })).status).toBe(200);
  });

  it('asks visitors to sign in, and a session older than ten minutes to sign in again (403)', async () => {
    const visitor = new Client();
    expect(await visitor.get('/api/users/me/export').then((r) => [r.status, r.text])).toEqual([401, 'Authentication required']);
    expect(await visitor.request('DELETE', '/api/users/me', { confirmation: 'DELETE', keepPosts: false }).then((r) => r.status)).toBe(401);
    await ageSession(otherDevice, 11);
    expect(await otherDevice.get('/api/users/me/export').then((r) => [r.status, r.text])).toEqual([403, privacyMessages.freshSignInRequired]);
    const refused = await otherDevice.request('DELETE', '/api/users/me', { confirmation: 'DELETE', keepPosts: false });
    expect([refused.status, refused.text]).toEqual([403, privacyMessages.freshSignInRequired]);
    expect((await otherDevice.get('/api/auth/user')).status).toBe(200);
  });

  it('downloads one JSON document with what every service holds about the member', async () => {
    // Points and premium arrive by events: wait until gamification and identity have them.
    await waitFor(async () => (await exportOf(member)).doc.gamification.awards.length >= 2, { what: 'points for sign-up and the completion', timeoutMs: 20_000 });
    const { doc, res } = await exportOf(member);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="kiin-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(doc.userId).toBe(userId);
    expect(doc.identity.account[0]).toMatchObject({ id: userId, email, first_name: firstName, last_name: lastName, is_premium: true });
    expect(JSON.stringify(doc)).not.toMatch(/password_hash|client_secret|token_hash/);
    expect(doc.content.completions).toHaveLength(1);
    expect(doc.content.savedConditions).toHaveLength(1);
    expect(doc.gamification.points[0].total).toBeGreaterThanOrEqual(15);
    expect(doc.community.discussions.map((d) => d.title)).toEqual([discussionTitle]);
    expect(doc.community.comments.map((c) => c.id)).toEqual([keptComment]);
    expect(doc.community.flags).toEqual([expect.objectContaining({ post_id: neighbourDiscussion, reason: 'spam' })]);
    expect(doc.community.views).toEqual([expect.objectContaining({ discussion_id: neighbourDiscussion, title: 'Finding a support group nearby' })]);
    expect(doc.community.standing).toEqual([expect.objectContaining({ approved_posts: expect.any(Number) as number })]);
    // No crisis card was shown: nothing kept about one.
    expect(doc.coach.crisisCards).toEqual([]);
    expect(doc.coach.consent).toHaveLength(1);
    expect(doc.coach.consentHistory.map((e) => e.action)).toEqual(['given']);
    expect(doc.coach.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(doc.coach.messages[0].content).toBe(coachQuestion);
    expect(doc.billing.subscriptions).toHaveLength(1);
    expect(doc.billing.payments.length).toBeGreaterThanOrEqual(1);
    expect(doc.billing.invoices.length).toBeGreaterThanOrEqual(1);
    expect(doc.billing.bookings).toEqual([expect.objectContaining({ source: 'membership', status: 'confirmed' })]);
  });

  it('refuses a deletion without the typed confirmation, and changes nothing', async () => {
    for (const confirmation of ['delete', 'yes', `x${email}`]) {
      const res = await member.request('DELETE', '/api/users/me', { confirmation, keepPosts: true });
      expect([res.status, res.text]).toEqual([400, privacyMessages.confirmationMismatch]);
    }
    expect((await member.request('DELETE', '/api/users/me', { confirmation: 'DELETE' })).status).toBe(400);
    expect((await member.get('/api/auth/user')).status).toBe(200);
  });

  it('deletes the account: sessions end at once, every service erases the member, kept posts show a former member', async () => {
    const invoiceRefs = await withDb(databases().find((u) => u.endsWith('_billing'))!, async (pg) =>
      (await pg.query<{ payment_ref: string }>('select payment_ref from tax_invoice where user_id = $1', [userId])).rows.map((r) => r.payment_ref),
    );
    expect(invoiceRefs.length).toBeGreaterThanOrEqual(1);

    const res = await member.request('DELETE', '/api/users/me', { confirmation: email.toUpperCase(), keepPosts: true });
    expect([res.status, res.json]).toEqual([200, { deleted: true }]);
    for (const client of [member, otherDevice]) expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await new Client().post('/api/auth/sign-in', { email, password })).status).toBe(401);
    // The address is told, once, what went and what was kept.
    const [told] = await waitForMails(email, 1, (m) => m.subject === 'Your Kiin account is deleted');
    expect(told.text).toContain(`Your community posts stay, shown as from “${formerMemberName}”`);
    expect(told.text).not.toContain(lastName);

    const needles = [userId, email, firstName, lastName];
    await waitFor(async () => (await rowsHolding(needles)).length === 0, { what: 'no row in any service database naming the member', timeoutMs: 45_000 }).catch(
      async (error: Error) => {
        throw new Error(`${error.message}: ${(await rowsHolding(needles)).join('; ')}`);
      },
    );

    // Tax invoices stay for five years, stripped of who they were for.
    await withDb(databases().find((u) => u.endsWith('_billing'))!, async (pg) => {
      const { rows } = await pg.query<{ user_id: string }>('select user_id from tax_invoice where payment_ref = any($1)', [invoiceRefs]);
      expect(rows.map((r) => r.user_id)).toEqual(invoiceRefs.map(() => erasedMemberId));
    });
    // The member kept their posts: they stay, from a former member.
    const comments = await allComments(neighbour, neighbourDiscussion);
    expect(comments.find((c) => c.id === keptComment)?.author.displayName).toBe(formerMemberName);
  });

  it('lets the address sign up again, to an account whose export holds nothing of the old one', async () => {
    const again = new Client();
    expect((await again.post('/api/auth/sign-up', { email, password, firstName: 'Robin', lastName: 'Again' })).status).toBe(202);
    const mails = await waitForMails(email, 2, (m) => m.subject === 'Finish creating your Kiin account');
    const confirmed = await again.post('/api/auth/confirm', { token: confirmTokenIn(mails[mails.length - 1]), password });
    expect(confirmed.status).toBe(200);
    const fresh = await storedUser(email);
    expect(fresh.id).not.toBe(userId);
    const { doc } = await exportOf(again);
    expect(doc.identity.account[0]).toMatchObject({ id: fresh.id, first_name: 'Robin' });
    expect(doc.content).toEqual({ completions: [], savedConditions: [], savedServices: [] });
    expect(doc.community).toEqual({ discussions: [], comments: [], flags: [], notices: [], standing: [], views: [], kiinboxQuestions: [] });
    expect(doc.coach).toEqual({ consent: [], consentHistory: [], messages: [], usage: [], kliinicNotes: [], crisisCards: [] });
    expect(doc.billing).toEqual({ bookings: [], payments: [], subscriptions: [], invoices: [] });
    expect(doc.gamification.badges).toEqual([]);
    expect(doc.gamification.awards.every((a) => a.points === 5)).toBe(true);
    expect(JSON.stringify(doc)).not.toContain(userId);
  });

  it('wrote none of the member’s email, name or words to any log of the stack', () => {
    const logs = stackLogs();
    expect(logs.length).toBeGreaterThan(0);
    for (const needle of [email, firstName, lastName, marker]) {
      expect([needle, logs.includes(needle)]).toEqual([needle, false]);
    }
  });
});
