import { gatewayControllers } from '../src/app.module';
import { describeRoutes } from '../src/openapi/routes';
import { grantRole } from './community-support';
import { Client, grantPremium, signUp, uniqueClientIp, untilAnswers } from './support';

/** Every route as the controllers declare it, with the access each one requires. */
const routes = describeRoutes(gatewayControllers).sort(
  // Routes that can end the session go last.
  (a, b) => Number(/logout|sessions|sign-out/.test(a.path)) - Number(/logout|sessions|sign-out/.test(b.path)),
);

type Role = 'visitor' | 'member' | 'premium' | 'moderator';
const through = (s: number) => s !== 401 && s !== 403;
/** What a role must (or must not) get from a route of each access level, before any input is read. */
// A free member who moderates the community: staff routes open to the role's permissions, premium ones do not.
const expected: Record<string, Record<Role, (status: number) => boolean>> = {
  public: { visitor: through, member: through, premium: through, moderator: through },
  'signed-in': { visitor: (s) => s === 401, member: through, premium: through, moderator: through },
  // A visitor asking for premium content is told it is premium (403), as the library shows it.
  premium: { visitor: (s) => s === 401 || s === 403, member: (s) => s === 403, premium: through, moderator: (s) => s === 403 },
  staff: { visitor: (s) => s === 401, member: (s) => s === 403, premium: (s) => s === 403, moderator: through },
};

describe('route × role', () => {
  it('every route answers each role as its declared access says, and never with a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const member = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const premium = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const signIn = async (client: Client, isPremium: boolean) => {
      await signUp(client, 'Matrix', isPremium ? 'Premium' : 'Member');
      if (isPremium) {
        await grantPremium(client);
      }
    };
    await signIn(member, false);
    await signIn(premium, true);
    const moderator = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const makeModerator = async () => {
      const { user } = await signUp(moderator, 'Matrix', 'Moderator');
      await grantRole((user as { email: string }).email, 'moderator');
      // And writes kliinic notes: every staff route is open to this member (kliinic-notes.e2e-spec holds a moderator alone to 403).
      await grantRole((user as { email: string }).email, 'expert');
      // The gateway keeps who-is-who for a moment.
      await untilAnswers(moderator, '/api/moderation/queue', 'the moderator role');
    };
    await makeModerator();

    const wrong: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const role of ['visitor', 'member', 'premium', 'moderator'] as const) {
        const client = role === 'visitor' ? new Client() : role === 'member' ? member : role === 'premium' ? premium : moderator;
        if (role === 'moderator' && (await client.get('/api/auth/user')).status !== 200) await makeModerator();
        else if (role !== 'visitor' && (await client.get('/api/auth/user')).status !== 200) await signIn(client, role === 'premium');
        const res = await client.request(route.method, path, body, { 'x-forwarded-for': uniqueClientIp() });
        const rule = expected[route.access];
        if (!rule[role](res.status) || res.status >= 500) {
          wrong.push(`${role} ${route.method} ${route.path} (${route.access}) -> ${res.status} ${res.text.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * kiinbox (ADR 28) by role, each staff role on its own: experts answer, moderators hold and hide,
 * neither may do the other's part; the public Q&A is open to visitors.
 */
describe('kiinbox route × role', () => {
  type KiinboxRole = 'visitor' | 'member' | 'premium' | 'expert' | 'moderator';
  const everyone: KiinboxRole[] = ['visitor', 'member', 'premium', 'expert', 'moderator'];
  const signedIn: KiinboxRole[] = ['member', 'premium', 'expert', 'moderator'];
  const mayCall: Record<string, KiinboxRole[]> = {
    'GET /api/kiinbox': everyone,
    'GET /api/kiinbox/{id}': everyone,
    'POST /api/kiinbox/questions': signedIn,
    'GET /api/kiinbox/questions/mine': signedIn,
    'GET /api/staff/kiinbox/questions': ['expert'],
    'POST /api/staff/kiinbox/questions/{id}/answer': ['expert'],
    'POST /api/staff/kiinbox/questions/{id}/answered-in-session': ['expert'],
    'GET /api/staff/kiinbox/held': ['moderator'],
    'POST /api/staff/kiinbox/questions/{id}/release': ['moderator'],
    'POST /api/staff/kiinbox/questions/{id}/hide': ['moderator'],
  };

  it('lists every kiinbox route, and each answers each role as the table says, never with a 5xx', async () => {
    const kiinboxRoutes = routes.filter((r) => /\/kiinbox(\/|$)/.test(r.path)).map((r) => `${r.method} ${r.path}`);
    expect(kiinboxRoutes.sort()).toEqual(Object.keys(mayCall).sort());

    const clients: Record<KiinboxRole, Client> = {
      visitor: new Client(),
      member: new Client({ 'x-forwarded-for': uniqueClientIp() }),
      premium: new Client({ 'x-forwarded-for': uniqueClientIp() }),
      expert: new Client({ 'x-forwarded-for': uniqueClientIp() }),
      moderator: new Client({ 'x-forwarded-for': uniqueClientIp() }),
    };
    await signUp(clients.member, 'Kiinbox', 'Member');
    await signUp(clients.premium, 'Kiinbox', 'Premium');
    await grantPremium(clients.premium);
    const expert = await signUp(clients.expert, 'Kiinbox', 'Expert');
    await grantRole((expert.user as { email: string }).email, 'expert');
    await untilAnswers(clients.expert, '/api/staff/kiinbox/questions', 'the expert role');
    const moderator = await signUp(clients.moderator, 'Kiinbox', 'Moderator');
    await grantRole((moderator.user as { email: string }).email, 'moderator');
    await untilAnswers(clients.moderator, '/api/staff/kiinbox/held', 'the moderator role');

    const wrong: string[] = [];
    for (const [route, allowed] of Object.entries(mayCall)) {
      const [method, template] = route.split(' ') as ['GET' | 'POST', string];
      const path = template.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const role of everyone) {
        const res = await clients[role].request(method, path, method === 'GET' ? undefined : {}, { 'x-forwarded-for': uniqueClientIp() });
        const refused = role === 'visitor' ? 401 : 403;
        const ok = allowed.includes(role) ? res.status !== 401 && res.status !== 403 : res.status === refused;
        if (!ok || res.status >= 500) wrong.push(`${role} ${route} -> ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
