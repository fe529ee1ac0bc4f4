import type { Actor } from '@kiin/contracts';
import { canonicalActor, signedEnvelope, verifyCall } from './signed-actor';

const secret = 'a-test-secret-that-is-long-enough-for-any-check';
const actor: Actor = { userId: 'u-1', isPremium: false, userType: 'carer', roles: [] };
const now = 1_800_000_000_000;

describe('signed service calls', () => {
  it('accepts what was signed with the key, also after a trip through JSON', () => {
    const envelope = signedEnvelope(secret, 'req-1', actor, { id: 'x', list: [1, 'two'] }, now);
    expect(verifyCall(secret, JSON.parse(JSON.stringify(envelope)), now + 59_000)).toBeNull();
    expect(verifyCall(secret, signedEnvelope(secret, 'req-2', null, undefined, now), now)).toBeNull();
    const withDate = signedEnvelope(secret, 'req-3', actor, { at: new Date(now), skip: undefined }, now);
    expect(verifyCall(secret, JSON.parse(JSON.stringify(withDate)), now)).toBeNull();
  });

  it('refuses an unsigned, forged, altered or stale call', () => {
    const envelope = signedEnvelope(secret, 'req-1', actor, { id: 'x' }, now);
    expect(verifyCall(secret, { actor, requestId: 'req-1', data: { id: 'x' } }, now)).toBe('no signature');
    expect(verifyCall(secret, null, now)).toBe('no signature');
    expect(verifyCall(`${secret}!`, envelope, now)).toBe('signature does not match');
    expect(verifyCall(secret, { ...envelope, actor: { ...actor, isPremium: true } }, now)).toBe('signature does not match');
    expect(verifyCall(secret, { ...envelope, actor: null }, now)).toBe('signature does not match');
    expect(verifyCall(secret, { ...envelope, actor: { ...actor, roles: ['admin'] } }, now)).toBe('signature does not match');
    expect(verifyCall(secret, { ...envelope, actor: { ...actor, extra: true } }, now)).toBe('signature does not match');
    expect(verifyCall(secret, { ...envelope, data: { id: 'y' } }, now)).toBe('signature does not match');
    expect(verifyCall(secret, { ...envelope, requestId: 'req-9' }, now)).toBe('signature does not match');
    expect(verifyCall(secret, { ...envelope, signature: 'short' }, now)).toBe('signature does not match');
    expect(verifyCall(secret, envelope, now + 61_000)).toBe('signature expired');
    expect(verifyCall(secret, envelope, now - 61_000)).toBe('signature expired');
  });

  it('writes the actor one way whatever order its keys came in', () => {
    expect(canonicalActor({ roles: [], userType: 'carer', isPremium: false, userId: 'u-1' })).toBe(canonicalActor(actor));
  });
});
