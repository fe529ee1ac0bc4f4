import type { ContentItem } from '@kiin/contracts';
import { Client, grantPremium, signUp } from './support';

/**
 * Who sees what, through every content call: a premium item's link or body never reaches a
 * visitor or a free member, whichever call they use.
 */
describe('content access by role', () => {
  const visitor = new Client();
  const free = new Client();
  const premium = new Client();
  let items: ContentItem[];
  let premiumItem: ContentItem;
  let freeItem: ContentItem;
  let conditionId: string;

  beforeAll(async () => {
    await signUp(free, 'Frida', 'Free');
    await signUp(premium, 'Pria', 'Premium');
    await grantPremium(premium);

    items = (await visitor.get('/api/content/free')).json as ContentItem[];
    premiumItem = items.find((i) => i.isPremium)!;
    freeItem = items.find((i) => !i.isPremium && i.contentUrl)!;
    conditionId = premiumItem.conditionIds[0] ?? ((await visitor.get('/api/conditions')).json as { id: string }[])[0].id;
  });

  const withheld = (item: ContentItem) => item.isPremium && (item.contentUrl !== undefined || item.body !== undefined);

  it('lists every item publicly, premium ones as teasers for visitors and free members', async () => {
    expect(items.length).toBeGreaterThanOrEqual(40);
    for (const client of [visitor, free]) {
      const list = (await client.get('/api/content/free')).json as ContentItem[];
      expect(list.filter(withheld)).toEqual([]);
      expect(list.find((i) => i.id === premiumItem.id)).toMatchObject({ isPremium: true, locked: true, title: premiumItem.title });
      expect(list.find((i) => i.id === freeItem.id)?.contentUrl).toBe(freeItem.contentUrl);
    }
    const full = (await premium.get('/api/content/free')).json as ContentItem[];
    const unlocked = full.find((i) => i.id === premiumItem.id)!;
    expect(unlocked.locked).toBe(false);
    expect(Object.keys(unlocked)).toContain('contentUrl');
  });

  it('serves /api/content/premium to premium members only', async () => {
    for (const client of [visitor, free]) {
      const res = await client.get('/api/content/premium');
      expect([res.status, res.text]).toEqual([403, 'Premium membership required']);
    }
    const res = await premium.get('/api/content/premium');
    expect(res.status).toBe(200);
    const list = res.json as ContentItem[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.isPremium && !i.locked)).toBe(true);
  });

  it('gives a teaser of a premium item by id, type and condition to anyone but premium members', async () => {
    const paths = [`/api/content/${premiumItem.id}`, `/api/content/type/${premiumItem.type}`, `/api/conditions/${conditionId}/content`];
    for (const path of paths) {
      for (const client of [visitor, free]) {
        const res = await client.get(path);
        expect(res.status).toBe(200);
        const found = ([] as ContentItem[]).concat(res.json as ContentItem | ContentItem[]);
        expect(found.filter(withheld)).toEqual([]);
      }
    }
    const detail = (await premium.get(`/api/content/${premiumItem.id}`)).json as ContentItem;
    expect(detail.locked).toBe(false);
    expect(detail.contentUrl ?? detail.body).toBeTruthy();
  });

  it('answers unknown and malformed ids and types clearly', async () => {
    expect((await visitor.get('/api/content/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await visitor.get('/api/content/12');
    expect([malformed.status, malformed.text]).toEqual([400, 'id: must be a content id (a UUID)']);
    const type = await visitor.get('/api/content/type/comic');
    expect(type.status).toBe(400);
    expect((await visitor.get('/api/conditions/00000000-0000-4000-8000-000000000000/content')).status).toBe(404);
  });

  it('lets only premium members complete a premium item', async () => {
    expect((await visitor.post('/api/users/completed-content', { contentId: premiumItem.id })).status).toBe(401);
    const refused = await free.post('/api/users/completed-content', { contentId: premiumItem.id });
    expect([refused.status, refused.text]).toEqual([403, 'Premium membership required']);
    expect((await premium.post('/api/users/completed-content', { contentId: premiumItem.id })).status).toBe(201);
  });

  it('saves and removes conditions idempotently for signed-in members only', async () => {
    expect((await visitor.get('/api/users/conditions')).status).toBe(401);
    expect((await visitor.post('/api/users/conditions', { conditionId })).text).toBe('Authentication required');
    expect((await visitor.request('DELETE', `/api/users/conditions/${conditionId}`)).status).toBe(401);

    const saved = await free.post('/api/users/conditions', { conditionId });
    expect(saved.status).toBe(200);
    expect((saved.json as { id: string }[]).map((c) => c.id)).toEqual([conditionId]);
    const again = await free.post('/api/users/conditions', { conditionId });
    expect((again.json as { id: string }[]).map((c) => c.id)).toEqual([conditionId]);
    expect(((await free.get('/api/users/conditions')).json as unknown[]).length).toBe(1);

    const removed = await free.request('DELETE', `/api/users/conditions/${conditionId}`);
    expect([removed.status, removed.json]).toEqual([200, []]);
    expect((await free.request('DELETE', `/api/users/conditions/${conditionId}`)).json).toEqual([]);

    expect((await free.post('/api/users/conditions', { conditionId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await free.post('/api/users/conditions', { conditionId: 'heart' })).status).toBe(400);
    expect((await free.request('DELETE', '/api/users/conditions/heart')).status).toBe(400);
  });
});
