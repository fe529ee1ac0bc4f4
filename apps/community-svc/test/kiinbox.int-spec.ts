import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type EventType, kiinboxMessages, type KiinboxSession, type KiinboxTopic, type StaffKiinboxQuestion } from '@kiin/contracts';
import { DomainError, openDatabase, SafetyCheck } from '@kiin/service-kit';
import { allPages, createTestDatabase, makeEnvelope, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import type { KiinboxService } from '../src/kiinbox/kiinbox.service';
import { inQueueOrder } from '../src/kiinbox/policy';
import type { CommunityPrivacyService } from '../src/privacy/privacy.service';
import { communityPrivacyService, kiinboxService } from './services';

/**
 * kiinbox on the real database (ADR 28): asking through the safety check and the daily limit,
 * the experts' queue in fair-share order, answers and what they announce through the outbox,
 * the public Q&A and its search, moderators' held list and hiding, questions covered in a
 * kliinic, and the member's export and erasure.
 */
describe('kiinbox', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let kiinbox: KiinboxService;
  let privacy: CommunityPrivacyService;

  beforeAll(async () => {
    db = await createTestDatabase('community_kiinbox', database);
    orm = await openDatabase(db.url, database);
    kiinbox = kiinboxService(orm, new SafetyCheck());
    privacy = communityPrivacyService(orm);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const member = (over: Partial<Actor> = {}): Actor => ({ userId: randomUUID(), isPremium: false, userType: null, roles: [], ...over });
  const expert = member({ roles: ['expert'] });
  const moderator = member({ roles: ['moderator'] });
  const events = async (type: EventType, key: string) =>
    (await orm.em.fork().execute<{ envelope: { payload: Record<string, unknown> } }[]>('select envelope from outbox where topic = ? order by created_at', [type]))
      .map((r) => r.envelope.payload)
      .filter((p) => Object.values(p).includes(key));
  const codeOf = (call: Promise<unknown>) =>
    call.then(
      () => 'resolved',
      (e: unknown) => (e instanceof DomainError ? `${e.code}: ${e.message}` : String(e)),
    );
  const ask = (actor: Actor, text: string, over: { topic?: KiinboxTopic; publishable?: boolean; session?: KiinboxSession | null } = {}) =>
    kiinbox.ask(actor, { text, topic: over.topic ?? 'daily-care', publishable: over.publishable ?? true, session: over.session ?? null });
  const queue = (query: { session?: string; topic?: KiinboxTopic } = {}, limit = 50): Promise<StaffKiinboxQuestion[]> =>
    allPages((cursor) => kiinbox.queue({ limit, cursor, session: query.session ?? null, topic: query.topic ?? null }));
  const publicList = (q = '', limit = 50, libraryItem: string | null = null) => allPages((cursor) => kiinbox.publicList({ limit, cursor, q, topic: null, libraryItem }));
  const held = () => allPages((cursor) => kiinbox.held({ limit: 50, cursor }));
  const mine = (actor: Actor) => allPages((cursor) => kiinbox.mine(actor, { limit: 50, cursor }));
  const waited = async (id: string, hours: number) =>
    orm.em.fork().execute(`update kiinbox_question set asked_at = now() - make_interval(hours => ?) where id = ?`, [hours, id]);
  const session = (title = 'Sleep and dementia'): KiinboxSession => ({ id: randomUUID(), title, startsAt: new Date(Date.now() + 86_400_000).toISOString() });

  it('asks, queues, answers and announces; only a publishable question reaches the public Q&A and its search', async () => {
    const asker = member();
    const asked = await ask(asker, 'How do I keep Mum hydrated when she forgets to drink water?', { topic: 'daily-care' });
    expect(asked).toMatchObject({ notice: kiinboxMessages.pending, showCrisisCard: false, crisisFamilies: [] });
    expect(asked.question).toMatchObject({ status: 'pending', topic: 'daily-care', publishable: true, answer: null });
    const inQueue = (await queue({ topic: 'daily-care' })).find((q) => q.id === asked.question.id);
    expect(inQueue).toMatchObject({ status: 'pending', premium: false, fairShare: false });
    expect(JSON.stringify(inQueue)).not.toContain(asker.userId);

    const library = [{ id: randomUUID(), title: 'Drinking enough', type: 'article', path: '/content/article/x' }];
    const answered = await kiinbox.answer(expert, asked.question.id, { markdown: 'Offer **small sips** often.\n\n<script>alert(1)</script>', library });
    expect(answered.status).toBe('answered');
    expect(await events('kiinbox.question-answered.v1', asked.question.id)).toEqual([
      { userId: asker.userId, questionId: asked.question.id, published: true, inSession: false, answeredAt: expect.any(String) },
    ]);
    expect((await queue()).map((q) => q.id)).not.toContain(asked.question.id);
    expect(await codeOf(kiinbox.answer(expert, asked.question.id, { markdown: 'Again', library: [] }))).toBe(`KIINBOX_NOT_PENDING: ${kiinboxMessages.notPending}`);

    const [mineNow] = await mine(asker);
    expect(mineNow).toMatchObject({ status: 'answered', answer: { markdown: expect.stringContaining('small sips'), library, inSession: false } });
    expect(mineNow.answer!.html).toContain('<strong>small sips</strong>');
    expect(mineNow.answer!.html).not.toContain('<script>');

    const listed = (await publicList()).find((q) => q.id === asked.question.id);
    expect(listed).toMatchObject({ topic: 'daily-care', questionExcerpt: expect.stringContaining('hydrated'), answerExcerpt: expect.stringContaining('small sips') });
    expect(JSON.stringify(listed)).not.toContain(asker.userId);
    expect((await publicList('HYDRATED')).map((q) => q.id)).toContain(asked.question.id);
    expect((await publicList('SMALL SIPS')).map((q) => q.id)).toContain(asked.question.id);
    expect((await publicList('no such words here')).map((q) => q.id)).not.toContain(asked.question.id);
    // The library item's page lists the answers that link it, and no others.
    expect((await publicList('', 50, library[0].id)).map((q) => q.id)).toEqual([asked.question.id]);
    expect((await publicList('', 50, randomUUID())).map((q) => q.id)).toEqual([]);
    const opened = await kiinbox.publicGet(asked.question.id);
    expect(opened).toEqual({ id: asked.question.id, topic: 'daily-care', text: expect.stringContaining('hydrated'), answer: expect.objectContaining({ library }) });
    expect(JSON.stringify(opened)).not.toContain(asker.userId);

    // Not publishable: answered and told, but never public and no points.
    const shy = member();
    const private_ = await ask(shy, 'Is it normal to feel guilty about respite care for my husband?', { topic: 'carer-wellbeing', publishable: false });
    await kiinbox.answer(expert, private_.question.id, { markdown: 'Yes, many carers do.', library: [] });
    expect(await events('kiinbox.question-answered.v1', private_.question.id)).toEqual([expect.objectContaining({ userId: shy.userId, published: false })]);
    expect((await publicList('respite')).map((q) => q.id)).not.toContain(private_.question.id);
    expect(await codeOf(kiinbox.publicGet(private_.question.id))).toBe(`KIINBOX_QUESTION_NOT_FOUND: ${kiinboxMessages.notFound}`);
  });

  it('lets a free member ask 2 questions a day and a premium member 10, with a 429 that says so', async () => {
    const free = member();
    await ask(free, 'First question about medication timing');
    await ask(free, 'Second question about medication timing');
    const refused = ask(free, 'Third question about medication timing');
    await expect(refused).rejects.toMatchObject({ code: 'KIINBOX_DAILY_LIMIT', message: kiinboxMessages.dailyLimit(2, false) });
    await expect(ask(free, 'Third question about medication timing')).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(await mine(free)).toHaveLength(2);

    const premium = member({ isPremium: true });
    for (let i = 0; i < 10; i++) await ask(premium, `Premium question number ${i} about care`);
    await expect(ask(premium, 'The eleventh premium question')).rejects.toMatchObject({ code: 'KIINBOX_DAILY_LIMIT' });
  });

  it('orders the queue premium first, oldest first, with free questions past 48 hours on top, the same page by page', async () => {
    const kliinic = session();
    const ids: Record<string, string> = {};
    const askIn = async (name: string, premium: boolean, waitedHours: number) => {
      const { question } = await ask(member({ isPremium: premium }), `Question ${name} for the kliinic agenda`, { session: kliinic });
      await waited(question.id, waitedHours);
      ids[name] = question.id;
    };
    await askIn('free-new', false, 1);
    await askIn('premium-new', true, 2);
    await askIn('free-30h', false, 30);
    await askIn('premium-old', true, 100);
    await askIn('free-49h', false, 49);
    await askIn('free-72h', false, 72);

    const whole = await queue({ session: kliinic.id });
    const name = (id: string) => Object.keys(ids).find((k) => ids[k] === id);
    expect(whole.map((q) => name(q.id))).toEqual(['free-72h', 'free-49h', 'premium-old', 'premium-new', 'free-30h', 'free-new']);
    expect(whole.filter((q) => q.fairShare).map((q) => name(q.id))).toEqual(['free-72h', 'free-49h']);
    expect(whole.every((q) => q.session?.id === kliinic.id && q.session.title === 'Sleep and dementia')).toBe(true);
    // The database's order is the rule's order, and one question a page gives the same order.
    expect(inQueueOrder(whole.map((q) => ({ ...q, askedAt: new Date(q.askedAt) })), new Date()).map((q) => q.id)).toEqual(whole.map((q) => q.id));
    expect((await queue({ session: kliinic.id }, 1)).map((q) => q.id)).toEqual(whole.map((q) => q.id));
    expect(await queue({ session: randomUUID() })).toEqual([]);
    await expect(kiinbox.queue({ limit: 5, cursor: 'bm90LWEtY3Vyc29y', session: null, topic: null })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('holds a question that tells of danger for moderators, with the crisis card at once, never in the experts\' queue', async () => {
    const asker = member();
    const asked = await ask(asker, "I can't go on anymore. I want to kill myself tonight, what should I do?", { topic: 'carer-wellbeing' });
    expect(asked).toMatchObject({ notice: kiinboxMessages.held, showCrisisCard: true });
    expect(asked.crisisFamilies).toContain('suicide');
    expect(asked.question.status).toBe('held');
    expect((await queue()).map((q) => q.id)).not.toContain(asked.question.id);
    expect((await held()).find((q) => q.id === asked.question.id)).toMatchObject({ status: 'held', crisisFamilies: expect.arrayContaining(['suicide']) });
    expect(await events('kiinbox.question-crisis-flagged.v1', asked.question.id)).toEqual([{ questionId: asked.question.id, flaggedAt: expect.any(String) }]);

    // Moderators are mailed about one asker at most once an hour; past the daily limit, danger is still heard.
    const again = await ask(asker, 'I really want to end my life, I have the pills ready', { topic: 'carer-wellbeing' });
    await ask(asker, 'I am going to kill myself, nobody would miss me');
    expect(again.question.status).toBe('held');
    expect(await events('kiinbox.question-crisis-flagged.v1', again.question.id)).toEqual([]);
    expect(await codeOf(kiinbox.answer(expert, asked.question.id, { markdown: 'An answer', library: [] }))).toMatch(/^KIINBOX_NOT_PENDING/);

    // A moderator who has read it may send it on to the experts.
    await kiinbox.release(asked.question.id);
    expect((await queue()).map((q) => q.id)).toContain(asked.question.id);
    expect((await held()).map((q) => q.id)).not.toContain(asked.question.id);
  });

  it('a moderator hides a question, with a note its asker reads; it leaves the public Q&A', async () => {
    const asker = member();
    const { question } = await ask(asker, 'Which support group near Parramatta is best for young carers?', { topic: 'services-and-funding' });
    await kiinbox.answer(expert, question.id, { markdown: 'Try Carer Gateway.', library: [] });
    expect((await publicList('Parramatta')).map((q) => q.id)).toContain(question.id);
    const hidden = await kiinbox.hide(moderator, question.id, { note: 'It named a private person.' });
    expect(hidden.status).toBe('hidden');
    expect((await publicList('Parramatta')).map((q) => q.id)).not.toContain(question.id);
    expect(await mine(asker)).toEqual([expect.objectContaining({ id: question.id, status: 'hidden', hiddenNote: 'It named a private person.' })]);

    const pending = await ask(member(), 'A pending question that a moderator hides');
    await kiinbox.hide(moderator, pending.question.id, { note: 'Spam' });
    expect((await queue()).map((q) => q.id)).not.toContain(pending.question.id);
  });

  it("answers the questions covered in a kliinic when its notes are sent, pointing to the notes", async () => {
    const kliinic = session('Managing medications');
    const asker = member();
    const covered = await ask(asker, 'How do I manage six medications a day for Dad?', { topic: 'medications', session: kliinic });
    const notCovered = await ask(member(), 'Can pharmacists make blister packs for free?', { topic: 'medications', session: kliinic });
    const general = await ask(member(), 'A general question without a kliinic');
    expect(await codeOf(kiinbox.coverInSession(general.question.id))).toBe(`VALIDATION_FAILED: ${kiinboxMessages.noSession}`);
    expect(await kiinbox.coverInSession(covered.question.id)).toMatchObject({ coveredInSession: true, status: 'pending' });

    const notesSent = makeEnvelope('kliinic.notes-sent.v1', kliinic.id, { sessionId: kliinic.id, recipients: 12 });
    await orm.em.fork().transactional((em) => kiinbox.onNotesSent(em, notesSent));
    await orm.em.fork().transactional((em) => kiinbox.onNotesSent(em, notesSent));

    const [answered] = await mine(asker);
    expect(answered).toMatchObject({ status: 'answered', answer: { inSession: true, markdown: kiinboxMessages.coveredInSession('Managing medications') } });
    expect(await events('kiinbox.question-answered.v1', covered.question.id)).toEqual([
      { userId: asker.userId, questionId: covered.question.id, published: false, inSession: true, answeredAt: notesSent.occurredAt },
    ]);
    expect((await queue({ session: kliinic.id })).map((q) => q.id)).toEqual([notCovered.question.id]);
    expect((await publicList('six medications')).map((q) => q.id)).toEqual([]);
  });

  it("exports the member's questions and erases them, keeping published ones as the former member's when asked", async () => {
    const asker = member();
    const published = await ask(asker, 'What is an aged care assessment and how do we get one?', { topic: 'services-and-funding' });
    await kiinbox.answer(expert, published.question.id, { markdown: 'Call My Aged Care.', library: [] });
    const pendingOne = await ask(asker, 'Another question that is still pending');
    const exported = await privacy.export(asker);
    expect(exported.kiinboxQuestions.map((q) => q.id)).toEqual([published.question.id, pendingOne.question.id]);

    const deleted = makeEnvelope('user.deleted.v1', asker.userId, { userId: asker.userId, keepPosts: true, deletedAt: new Date().toISOString() });
    await orm.em.fork().transactional((em) => privacy.onUserDeleted(em, deleted));
    expect((await privacy.export(asker)).kiinboxQuestions).toEqual([]);
    expect((await publicList('aged care assessment')).map((q) => q.id)).toEqual([published.question.id]);
    const left = await orm.em.fork().execute<{ id: string }[]>('select id from kiinbox_question where id in (?)', [[published.question.id, pendingOne.question.id]]);
    expect(left.map((r) => r.id)).toEqual([published.question.id]);

    // The expert's own erasure takes their id off what they answered.
    const expertGone = makeEnvelope('user.deleted.v1', expert.userId, { userId: expert.userId, keepPosts: false, deletedAt: new Date().toISOString() });
    await orm.em.fork().transactional((em) => privacy.onUserDeleted(em, expertGone));
    const [row] = await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from kiinbox_question where answered_by = ?', [expert.userId]);
    expect(Number(row.n)).toBe(0);
  });
});
