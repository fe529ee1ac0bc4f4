import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '@kiin/contracts';
import { eraseWith, openDatabase, recordErasure, sweepErasedMembers } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import type { ConditionsService } from '../src/conditions/conditions.service';
import type { CompletionsService } from '../src/completions/completions.service';
import { database } from '../src/database';
import type { ContentPrivacyService } from '../src/privacy/privacy.service';
import { contentLists } from './lists';
import { completionsService, conditionsService, contentPrivacyService } from './services';

/**
 * The race a probe found: a condition saved while the account was being deleted stayed in
 * content-svc (and its event reached the coach). On the real database: the deletion is
 * applied as the consumer applies it, the racing save commits after it, and the sweep
 * leaves nothing of the member, not even an unsent event.
 */
describe('a write that races the deletion of an account', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let conditions: ConditionsService;
  let completions: CompletionsService;
  let privacy: ContentPrivacyService;

  beforeAll(async () => {
    db = await createTestDatabase('content_erasure', database);
    orm = await openDatabase(db.url, database);
    conditions = conditionsService(orm);
    completions = completionsService(orm);
    privacy = contentPrivacyService(orm);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const rowsNaming = async (userId: string) => {
    const em = orm.em.fork();
    const [counts] = await em.execute<{ saved: number; completed: number; outbox: number }[]>(
      `select (select count(*)::int from saved_condition where user_id = ?) as saved,
              (select count(*)::int from completion where user_id = ?) as completed,
              (select count(*)::int from outbox where key = ? or strpos(envelope::text, ?) > 0) as outbox`,
      [userId, userId, userId, userId],
    );
    return counts;
  };

  it('leaves nothing of the member once the sweep has run, and nothing of anyone else is touched', async () => {
    const member: Actor = { userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] };
    const neighbour: Actor = { userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] };
    const [heart, lungs] = await conditions.list();
    const item = (await contentLists(orm).listFree(null)).find((i) => !i.isPremium)!;
    await conditions.save(member, heart.id);
    await completions.complete(member, item.id);
    await conditions.save(neighbour, heart.id);

    const erase = eraseWith((em, event) => privacy.onUserDeleted(em, event), 'content-svc');
    // `user.deleted.v1` as the consumer applies it: the tombstone, then the service's erasure.
    await orm.em.fork().transactional(async (em) => {
      await recordErasure(em, member.userId, false);
      await erase(em, member.userId, false);
    });
    // The save that had passed its checks before the deletion commits after it.
    await conditions.save(member, lungs.id);
    expect((await rowsNaming(member.userId)).saved).toBe(1);

    const swept = await sweepErasedMembers(orm, erase, { ERASURE_SWEEP_WINDOW_HOURS: 24, PROCESSED_EVENT_RETENTION_DAYS: 30 });

    expect(swept.erased).toBe(1);
    expect(await rowsNaming(member.userId)).toEqual({ saved: 0, completed: 0, outbox: 0 });
    expect((await conditions.saved(neighbour)).map((c) => c.id)).toEqual([heart.id]);
  });
});
