import { type Badge, badges, type ContentItem, type UserBadge } from '@kiin/contracts';
import { waitFor } from '@kiin/testing';
import { Client, signUp, uniqueClientIp } from './support';

/** Points and badges and the user type through the public API, as a visitor and a member see them. */
describe('badges and user type', () => {
  it('a visitor sees every badge by threshold, and is asked to sign in for their own', async () => {
    const visitor = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const all = await visitor.get('/api/badges');
    expect(all.status).toBe(200);
    const list = all.json as Badge[];
    expect(list.map((b) => b.name)).toEqual(badges.map((b) => b.name));
    expect(list.map((b) => b.pointsRequired)).toEqual([...list.map((b) => b.pointsRequired)].sort((a, b) => a - b));
    expect((await visitor.get('/api/users/badges')).status).toBe(401);
    expect((await visitor.request('PUT', '/api/users/type', { userType: 'carer' })).status).toBe(401);
  });

  it('a member who completes two items reaches 25 points and holds Knowledge Seeker, once', async () => {
    const member = new Client({ 'x-forwarded-for': uniqueClientIp() });
    await signUp(member, 'Badge', 'Earner');
    expect((await member.get('/api/users/badges')).json).toEqual([]);
    const items = ((await member.get('/api/content/free')).json as ContentItem[]).filter((i) => !i.isPremium).slice(0, 2);
    for (const item of items) expect((await member.post('/api/users/completed-content', { contentId: item.id })).status).toBe(201);
    let earned: UserBadge[] = [];
    await waitFor(
      async () => {
        earned = (await member.get('/api/users/badges')).json as UserBadge[];
        return earned.length > 0;
      },
      { what: 'the first badge' },
    );
    expect(earned.map((b) => b.badge.name)).toEqual(['Knowledge Seeker']);
    expect(Number.isNaN(Date.parse(earned[0].earnedAt))).toBe(false);
    await waitFor(async () => ((await member.get('/api/auth/user')).json as { points: number }).points === 25, { what: '25 points on the user' });
    // Completing the same item again earns nothing and no second badge.
    expect((await member.post('/api/users/completed-content', { contentId: items[0].id })).status).toBe(200);
    expect(((await member.get('/api/users/badges')).json as UserBadge[]).map((b) => b.badge.id)).toEqual(['knowledge-seeker']);
  });

  it('a member changes their user type: shown at once, and a wrong value is refused naming the field', async () => {
    const member = new Client({ 'x-forwarded-for': uniqueClientIp() });
    await signUp(member, 'Type', 'Chooser');
    const bad = await member.request('PUT', '/api/users/type', { userType: 'doctor' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('userType');
    expect((await member.request('PUT', '/api/users/type', {})).status).toBe(400);
    expect((await member.request('PUT', '/api/users/type', { userType: 'clinic' })).status).toBe(200);
    expect(((await member.get('/api/auth/user')).json as { userType: string }).userType).toBe('clinic');
  });
});
