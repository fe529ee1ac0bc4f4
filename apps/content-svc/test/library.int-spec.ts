import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, contentTypes, ErrorCode } from '@kiin/contracts';
import { DomainError, openDatabase } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import type { ConditionsService } from '../src/conditions/conditions.service';
import { ContentController } from '../src/content/content.controller';
import type { CompletionsService } from '../src/completions/completions.service';
import type { ContentService } from '../src/content/content.service';
import { database } from '../src/database';
import type { LibrarySearchService } from '../src/search/library-search.service';
import { contentLists } from './lists';
import { completionsService, conditionsService, contentService, librarySearchService } from './services';

/**
 * The library's rules on the real, migrated and seeded database: what the seed holds, who
 * sees a premium item in full, and how completions and saved conditions behave.
 */
describe('content library rules', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let content: ContentService;
  let completions: CompletionsService;
  let conditions: ConditionsService;
  let controller: ContentController;
  let search: LibrarySearchService;
  let lists: ReturnType<typeof contentLists>;

  const member = (isPremium = false): Actor => ({ userId: randomUUID(), isPremium, userType: 'carer', roles: [] });
  const codeOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
    return error.code;
  };
  const outboxTypes = async () =>
    (await orm.em.fork().execute<{ topic: string }[]>('select topic from outbox order by seq')).map((r) => r.topic);

  beforeAll(async () => {
    db = await createTestDatabase('content_rules', database);
    orm = await openDatabase(db.url, database);
    content = contentService(orm);
    completions = completionsService(orm);
    conditions = conditionsService(orm);
    search = librarySearchService(orm);
    controller = new ContentController(content, conditions, search);
    lists = contentLists(orm);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  describe('the seed', () => {
    it('holds at least 40 items of all six types, some premium, every link a full web address', async () => {
      const items = await lists.listFree(member(true));
      expect(items.length).toBeGreaterThanOrEqual(40);
      expect(new Set(items.map((i) => i.type))).toEqual(new Set(contentTypes));
      expect(items.some((i) => i.isPremium)).toBe(true);
      const links = items.flatMap((i) => [...(i.contentUrl ? [i.contentUrl] : []), ...i.sources.map((s) => s.url)]);
      expect(links.length).toBeGreaterThan(40);
      for (const link of links) expect(['https:', 'http:']).toContain(new URL(link).protocol);
    });

    it('holds at least eight articles written in-house, each with its sources and review', async () => {
      const items = await lists.listByType('article', member(true));
      const inHouse = await Promise.all(items.map((i) => content.get(i.id, member(true))));
      const written = inHouse.filter((i) => i.body);
      expect(written.length).toBeGreaterThanOrEqual(8);
      for (const article of written) {
        expect(article.sources.length).toBeGreaterThan(0);
        expect(article.reviewedBy).toBeTruthy();
        expect(article.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
      }
    });

    it('holds the seven conditions of the spec, each linked to at least three items', async () => {
      const all = await conditions.list();
      expect(all.map((c) => c.name).sort()).toEqual(
        ['Cardiac Health', 'Chronic Pain', 'Diabetes', 'Mental Health', 'Neurological', 'Orthopedic', 'Respiratory'].sort(),
      );
      for (const condition of all) {
        expect(condition.description.length).toBeGreaterThan(20);
        expect((await lists.listForCondition(condition.id, null)).length).toBeGreaterThanOrEqual(3);
      }
    });
  });

  describe('the full-text search the coach grounds its answers in', () => {
    it('finds items for a question in plain words, best first, with a passage from each', async () => {
      const found = await search.search(member(true), 'What support is there for carers looking after someone with dementia?', 4);
      expect(found.length).toBe(4);
      expect(found[0].rank).toBeGreaterThanOrEqual(found[3].rank);
      for (const p of found) expect(p.passage.length).toBeGreaterThan(20);
      expect(found.some((p) => /dementia/i.test(`${p.title} ${p.description} ${p.passage}`))).toBe(true);
    });

    it('never returns a premium item to a member who is not premium', async () => {
      const free = await search.search(member(false), 'carer support dementia health care plan', 10);
      const premium = await search.search(member(true), 'carer support dementia health care plan', 10);
      const premiumIds = new Set((await lists.listFree(null)).filter((i) => i.isPremium).map((i) => i.id));
      expect(free.some((p) => premiumIds.has(p.id))).toBe(false);
      expect(free.length).toBeGreaterThan(0);
      expect(premium.length).toBeGreaterThanOrEqual(free.length);
    });

    it('answers nothing, without an error, for words the library does not hold', async () => {
      expect(await search.search(member(true), 'xylophone quasar zzyzx', 4)).toEqual([]);
      expect(await search.search(member(true), 'the and of', 4)).toEqual([]);
    });
  });

  describe('premium items', () => {
    it('reach visitors and free members as teasers only, whichever call they use', async () => {
      const premiumId = (await lists.listFree(null)).find((i) => i.isPremium)!.id;
      for (const actor of [null, member(false)]) {
        const views = [
          (await lists.listFree(actor)).find((i) => i.id === premiumId)!,
          await content.get(premiumId, actor),
        ];
        for (const view of views) {
          expect(view).toMatchObject({ locked: true, isPremium: true });
          expect(view).not.toHaveProperty('contentUrl');
          expect(view).not.toHaveProperty('body');
        }
      }
      const full = await content.get(premiumId, member(true));
      expect(full.locked).toBe(false);
      expect(full.contentUrl ?? full.body).toBeTruthy();
    });

    it('are listed on their own for premium members only', async () => {
      expect(await codeOf(lists.listPremium(null))).toBe(ErrorCode.PremiumRequired);
      expect(await codeOf(lists.listPremium(member(false)))).toBe(ErrorCode.PremiumRequired);
      const list = await lists.listPremium(member(true));
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((i) => i.isPremium && !i.locked)).toBe(true);
    });

    it('can be completed by premium members only', async () => {
      const premiumId = (await lists.listFree(null)).find((i) => i.isPremium)!.id;
      expect(await codeOf(completions.complete(member(false), premiumId))).toBe(ErrorCode.PremiumRequired);
      expect((await completions.complete(member(true), premiumId)).firstTime).toBe(true);
    });
  });

  it('answers an unknown item or condition with not found', async () => {
    expect(await codeOf(content.get(randomUUID(), null))).toBe(ErrorCode.ContentNotFound);
    expect(await codeOf(completions.complete(member(), randomUUID()))).toBe(ErrorCode.ContentNotFound);
    const unknownCondition = controller.conditionContent({ data: { id: randomUUID() }, actor: null } as never);
    expect(await codeOf(unknownCondition)).toBe(ErrorCode.ConditionNotFound);
    expect(await codeOf(conditions.save(member(), randomUUID()))).toBe(ErrorCode.ConditionNotFound);
  });

  it('lists completions newest first, each item once', async () => {
    const actor = member();
    const [first, second] = (await lists.listFree(null)).filter((i) => !i.isPremium);
    await completions.complete(actor, first.id);
    await completions.complete(actor, second.id);
    await completions.complete(actor, first.id);
    expect((await completions.completions(actor)).map((c) => c.contentId)).toEqual([second.id, first.id]);
  });

  it('saves and removes a condition idempotently, one event for each real change', async () => {
    const actor = member();
    const [heart, lungs] = await conditions.list();
    const before = (await outboxTypes()).length;

    expect((await conditions.save(actor, heart.id)).map((c) => c.id)).toEqual([heart.id]);
    expect((await conditions.save(actor, heart.id)).map((c) => c.id)).toEqual([heart.id]);
    expect((await conditions.save(actor, lungs.id)).map((c) => c.id)).toEqual([heart.id, lungs.id]);
    expect((await conditions.remove(actor, heart.id)).map((c) => c.id)).toEqual([lungs.id]);
    expect((await conditions.remove(actor, heart.id)).map((c) => c.id)).toEqual([lungs.id]);

    expect((await outboxTypes()).slice(before)).toEqual(['condition.saved.v1', 'condition.saved.v1', 'condition.removed.v1']);
    // Another member's list is their own.
    expect(await conditions.saved(member())).toEqual([]);
  });
});
