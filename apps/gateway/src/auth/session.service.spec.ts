import type { FastifyReply, FastifyRequest } from 'fastify';
import { envSchema } from '../config';
import type { MemberVersions } from '../members/member-versions';
import type { GatewayRedis } from './redis.provider';
import { SESSION_COOKIE, SessionService } from './session.service';

/** Redis that accepts the writes a sign-in makes and holds no session. */
const redis = {
  multi() {
    const chain = { set: () => chain, sadd: () => chain, expire: () => chain, exec: async () => [] };
    return chain;
  },
  getdel: async () => null,
} as unknown as GatewayRedis;

/** The Set-Cookie options a sign-in at `host` gives, with the gateway configured by `env`. */
async function cookieAt(host: string, env: Record<string, string>) {
  const sessions = new SessionService(
    redis,
    { changed: async () => undefined } as unknown as MemberVersions,
    envSchema.parse({ REDIS_URL: 'redis://127.0.0.1:6379', INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check', ...env }),
  );
  const set: { name: string; options: { secure?: boolean; httpOnly?: boolean } }[] = [];
  const reply = {
    setCookie: (name: string, _value: string, options: object) => set.push({ name, options }),
    clearCookie: () => undefined,
  } as unknown as FastifyReply;
  await sessions.start({ cookies: {}, headers: { host } } as unknown as FastifyRequest, reply, 'user-1');
  return set.find((c) => c.name === SESSION_COOKIE)?.options;
}

describe('the session cookie', () => {
  it('is Secure whenever the public origin is https, without COOKIE_SECURE', async () => {
    expect(await cookieAt('kiin.example', { PUBLIC_ORIGIN: 'https://kiin.example' })).toMatchObject({ secure: true, httpOnly: true });
    expect(await cookieAt('kiin.example', { PUBLIC_ORIGIN: 'http://localhost:3000,https://kiin.example' })).toMatchObject({ secure: true });
  });

  it('goes without Secure only to a plain-http origin, unless COOKIE_SECURE asks for it', async () => {
    expect(await cookieAt('localhost:3000', { PUBLIC_ORIGIN: 'http://localhost:3000,https://kiin.example' })).toMatchObject({ secure: false });
    expect(await cookieAt('localhost:3000', { PUBLIC_ORIGIN: 'http://localhost:3000', COOKIE_SECURE: 'true' })).toMatchObject({ secure: true });
  });
});
