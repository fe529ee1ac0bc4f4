import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, errorMessage, savedServicesLimit, type SupportService } from '@kiin/contracts';
import { eraseWith, openDatabase, recordErasure } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import type { SavedServicesService } from '../src/engage/saved/saved-services.service';
import { supportDirectory } from '../src/support-services/directory';
import { contentPrivacyService, savedServicesService } from './services';

/**
 * Saving services from Engage on the real database with the real migrations: a save is
 * idempotent, an unknown service and one past the limit are refused in words a person can act
 * on, a removal is idempotent, and the member's export and erasure include them.
 */
describe('a member’s saved services', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let saved: SavedServicesService;
  const member = (): Actor => ({ userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] });

  beforeAll(async () => {
    db = await createTestDatabase('content_saved_services', database);
    orm = await openDatabase(db.url, database);
    saved = savedServicesService(orm);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  it('saves a service once, with the need it was found for, and lists it with the directory’s details', async () => {
    const actor = member();
    expect(await saved.list(actor)).toEqual([]);
    const first = await saved.save(actor, 'carer-gateway', 'respite');
    const again = await saved.save(actor, 'carer-gateway', 'counselling');
    expect(again).toEqual(first);
    const gateway = supportDirectory.find((s) => s.id === 'carer-gateway')!;
    expect(first).toEqual([
      expect.objectContaining({ id: 'carer-gateway', name: gateway.name, phone: gateway.phone, website: gateway.website, hours: gateway.hours, need: 'respite' }),
    ]);
    expect(first[0].why).toMatch(/; offers respite/);
    await saved.save(actor, 'carers-nsw', undefined);
    expect((await saved.list(actor)).map((s) => [s.id, s.need])).toEqual([
      ['carer-gateway', 'respite'],
      ['carers-nsw', null],
    ]);
  });

  it('refuses a service the directory does not hold', async () => {
    await expect(saved.save(member(), 'no-such-service', undefined)).rejects.toMatchObject({
      code: ErrorCode.SupportServiceNotFound,
      message: errorMessage.supportServiceNotFound,
    });
  });

  it('removes a saved service, and removing it again (or what was never saved) changes nothing', async () => {
    const actor = member();
    await saved.save(actor, 'carer-gateway', undefined);
    await saved.save(actor, 'carers-nsw', undefined);
    expect((await saved.unsave(actor, 'carer-gateway')).map((s) => s.id)).toEqual(['carers-nsw']);
    expect((await saved.unsave(actor, 'carer-gateway')).map((s) => s.id)).toEqual(['carers-nsw']);
    expect((await saved.unsave(actor, 'no-such-service')).map((s) => s.id)).toEqual(['carers-nsw']);
  });

  it(`stops at ${savedServicesLimit}, even when the saves arrive together, and still answers a repeated save`, async () => {
    const base = supportDirectory[0];
    const many: SupportService[] = Array.from({ length: savedServicesLimit + 2 }, (_, i) => ({ ...base, id: `service-${i}`, name: `Service ${i}` }));
    const big = savedServicesService(orm, new Map(many.map((s) => [s.id, s])));
    const actor = member();
    const results = await Promise.allSettled(many.map((s) => big.save(actor, s.id, undefined)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ reason: { code: ErrorCode.SavedServicesFull, message: errorMessage.savedServicesFull(savedServicesLimit) } });
    expect(await big.list(actor)).toHaveLength(savedServicesLimit);
    const kept = (await big.list(actor))[0].id;
    expect(await big.save(actor, kept, undefined)).toHaveLength(savedServicesLimit);
  });

  it('hands the saved services over in the export, and erases them with the account, leaving others’', async () => {
    const privacy = contentPrivacyService(orm);
    const actor = member();
    const neighbour = member();
    await saved.save(actor, 'carer-gateway', 'respite');
    await saved.save(neighbour, 'carer-gateway', undefined);

    const exported = await privacy.export(actor);
    expect(exported.savedServices).toEqual([{ service_id: 'carer-gateway', need: 'respite', saved_at: expect.any(String) }]);

    const erase = eraseWith((em, event) => privacy.onUserDeleted(em, event), 'content-svc');
    await orm.em.fork().transactional(async (em) => {
      await recordErasure(em, actor.userId, false);
      await erase(em, actor.userId, false);
    });
    expect(await saved.list(actor)).toEqual([]);
    expect((await privacy.export(actor)).savedServices).toEqual([]);
    expect((await saved.list(neighbour)).map((s) => s.id)).toEqual(['carer-gateway']);
  });
});
