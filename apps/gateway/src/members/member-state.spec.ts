import type { Actor, User } from '@kiin/contracts';
import { envSchema } from '../config';
import type { ServiceClients } from '../rpc/service-clients';
import type { IdentityApplied } from './identity-applied';
import type { MemberEvent, MemberEventHandler, MemberEvents } from './member-events';
import { MemberState } from './member-state';
import type { MemberVersion, MemberVersions } from './member-versions';

const userId = '7a0c56a4-4f43-4a43-9a3e-3a4a2b1f0a11';

/** identity-svc as the gateway sees it: what it holds now, and how often it was asked. */
function setup({ roles = [] as Actor['roles'], live = true } = {}) {
  const identity = { isPremium: false, points: 0, asked: 0 };
  const versions = new Map<string, MemberVersion>();
  let next = 0;
  const bump = (id: string, pending = versions.get(id)?.pending ?? 0) => versions.set(id, { version: `v${++next}`, pending });
  const fakeVersions = {
    current: async (id: string) => versions.get(id) ?? bump(id).get(id)!,
    changed: async (id: string) => void bump(id),
    pending: async (id: string) => void bump(id, (versions.get(id)?.pending ?? 0) + 1),
    applied: async (id: string) => void bump(id, (versions.get(id)?.pending ?? 1) - 1),
  } as unknown as MemberVersions;
  const services = {
    call: async (pattern: string) => {
      identity.asked++;
      if (pattern === 'identity.get-actor') return { userId, isPremium: identity.isPremium, userType: null, roles: [...roles] } satisfies Actor;
      return { id: userId, isPremium: identity.isPremium, points: identity.points } as User;
    },
  } as unknown as ServiceClients;
  const handlers: MemberEventHandler[] = [];
  const events = { live, handle: (h: MemberEventHandler) => handlers.push(h) } as unknown as MemberEvents;
  const identityApplied = {
    holdUntilApplied: async (event: MemberEvent) => {
      if (event.type !== 'subscription.activated.v1') return false;
      await fakeVersions.pending(event.userId, event.event.id);
      return true;
    },
  } as unknown as IdentityApplied;
  const env = envSchema.parse({ PUBLIC_ORIGIN: 'http://localhost:3000', REDIS_URL: 'redis://127.0.0.1:6379', INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check' });
  const state = new MemberState(fakeVersions, services, events, identityApplied, env);
  const deliver = async (type: MemberEvent['type']) => {
    for (const handler of handlers) await handler({ type, userId, event: { id: `e${next}` }, position: { topic: type, partition: 0, offset: '0' } } as unknown as MemberEvent);
  };
  return { state, identity, roles, deliver, applied: () => fakeVersions.applied(userId, 'e'), changedElsewhere: () => fakeVersions.changed(userId) };
}

describe("a member's state in one gateway replica", () => {
  it('is read from identity once, then kept while the shared version stays the same', async () => {
    const { state, identity } = setup();
    const actor = await state.actor(userId);
    await state.actor(userId);
    await state.user(actor!);
    await state.user(actor!);
    expect(identity.asked).toBe(2);
  });

  it('is read afresh after another replica reports a change, with no wait', async () => {
    const { state, identity, changedElsewhere } = setup();
    await state.actor(userId);
    identity.isPremium = true;
    await changedElsewhere();
    expect(await state.actor(userId)).toMatchObject({ isPremium: true });
  });

  it('is not kept while identity has yet to apply an event about the member, and is kept again once it has', async () => {
    const { state, identity, deliver, applied } = setup();
    const actor = (await state.actor(userId))!;
    await deliver('subscription.activated.v1');
    await state.user(actor);
    await state.user(actor);
    expect(identity.asked).toBe(3);
    identity.isPremium = true;
    await applied();
    expect(await state.user(actor)).toMatchObject({ isPremium: true });
    await state.user(actor);
    expect(identity.asked).toBe(4);
  });

  it('is forgotten when an event identity does not apply (a badge, a deletion) arrives', async () => {
    const { state, identity, deliver } = setup();
    await state.actor(userId);
    await deliver('user.deleted.v1');
    await state.actor(userId);
    expect(identity.asked).toBe(2);
  });

  it('once read with a staff role (granted on the command line, with no event), is read afresh everywhere', async () => {
    const { state, identity, roles } = setup();
    await state.actor(userId);
    roles.push('moderator');
    expect(await state.actor(userId)).toMatchObject({ roles: [] });
    expect(await state.actor(userId, { fresh: true })).toMatchObject({ roles: ['moderator'] });
    expect(await state.actor(userId)).toMatchObject({ roles: ['moderator'] });
    expect(identity.asked).toBe(3);
  });

  it('is never kept for staff, nor while the event consumer is not reading', async () => {
    for (const options of [{ roles: ['moderator'] as Actor['roles'] }, { live: false }]) {
      const { state, identity } = setup(options);
      await state.actor(userId);
      await state.actor(userId);
      expect(identity.asked).toBe(2);
    }
  });
});
