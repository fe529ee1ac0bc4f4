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
