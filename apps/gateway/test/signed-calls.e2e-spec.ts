import { type Actor, type RpcPattern, servicePorts } from '@kiin/contracts';
import { signedEnvelope } from '@kiin/service-kit';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { Client, signUp, uniqueClientIp } from './support';

/**
 * Someone inside the network speaking to a service's RPC port directly, as the gateway does
 * but without its key: every call is refused before a handler runs.
 */
describe('services act only on calls the gateway signed', () => {
  const offset = Number(process.env.KIIN_SERVICE_PORT_OFFSET ?? 0);
  const secret = process.env.KIIN_RPC_SECRET ?? '';
  const tcp = (name: 'identity-svc' | 'content-svc') =>
    ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: servicePorts[name].tcp + offset } });
  const identity = tcp('identity-svc');
  const content = tcp('content-svc');
  let member: { id: string; email: string };
  let actor: Actor;

  /** The answer, or the `{code, message}` the service refused with. */
  const send = async (client: ClientProxy, pattern: RpcPattern, message: unknown) => {
    try {
      return { answer: await firstValueFrom(client.send<unknown>(pattern, message)) };
    } catch (error) {
      return { refused: error as { code: string; message: string } };
    }
  };

  beforeAll(async () => {
    expect(secret).toHaveLength(64);
    const browser = new Client({ 'x-forwarded-for': uniqueClientIp() });
    const { email, user } = await signUp(browser);
    member = { id: (user as { id: string }).id, email };
    actor = { userId: member.id, isPremium: false, userType: null, roles: [] };
  });
  afterAll(async () => {
    await Promise.all([identity.close(), content.close()]);
  });

  it('refuses an unsigned request for another member, and answers the same request signed with the key', async () => {
    const stranger: Actor = { userId: '00000000-0000-4000-8000-000000000001', isPremium: false, userType: null, roles: [] };
    const unsigned = await send(identity, 'identity.get-user', { actor: stranger, requestId: 'probe-0001', data: { userId: member.id } });
    expect(unsigned).toEqual({ refused: { code: 'CALLER_UNVERIFIED', message: 'Call refused: the caller is not verified (no signature).' } });
    const genuine = await send(identity, 'identity.get-user', signedEnvelope(secret, 'probe-0002', actor, { userId: member.id }));
    expect(genuine).toEqual({ answer: expect.objectContaining({ id: member.id, email: member.email }) });
  });

  it('refuses a forged, tampered or stale signature', async () => {
    const forged = signedEnvelope('not-the-key-but-long-enough-to-look-like-one', 'probe-0003', actor, { userId: member.id });
    expect((await send(identity, 'identity.get-user', forged)).refused?.code).toBe('CALLER_UNVERIFIED');
    const tampered = { ...signedEnvelope(secret, 'probe-0004', actor, { userId: member.id }), data: { userId: '00000000-0000-4000-8000-000000000002' } };
    expect((await send(identity, 'identity.get-user', tampered)).refused?.code).toBe('CALLER_UNVERIFIED');
    const stale = signedEnvelope(secret, 'probe-0005', actor, { userId: member.id }, Date.now() - 5 * 60_000);
    expect((await send(identity, 'identity.get-user', stale)).refused?.message).toBe('Call refused: the caller is not verified (signature expired).');
  });

  it('refuses a member who claims premium in an unsigned or re-signed-elsewhere message', async () => {
    const claimed: Actor = { ...actor, isPremium: true };
    const unsigned = await send(content, 'content.list-premium', { actor: claimed, requestId: 'probe-0006', data: {} });
    expect(unsigned.refused?.code).toBe('CALLER_UNVERIFIED');
    // The gateway signed a free member; turning the flag on afterwards breaks the signature.
    const upgraded = { ...signedEnvelope(secret, 'probe-0007', actor, {}), actor: claimed };
    expect((await send(content, 'content.list-premium', upgraded)).refused?.code).toBe('CALLER_UNVERIFIED');
    // The same call, signed for a free member, is answered and says premium is required.
    expect((await send(content, 'content.list-premium', signedEnvelope(secret, 'probe-0008', actor, {}))).refused?.code).toBe('PREMIUM_REQUIRED');
  });
});
