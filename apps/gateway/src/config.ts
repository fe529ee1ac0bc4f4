import { baseServiceEnv } from '@kiin/service-kit';
import { z } from 'zod';

const address = z.string().regex(/^[^:\s]+:\d+$/, 'must be host:port');
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const envSchema = z.object({
  NODE_ENV: baseServiceEnv.shape.NODE_ENV,
  LOG_LEVEL: baseServiceEnv.shape.LOG_LEVEL,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address people use, e.g. https://kiin.com.au. State-changing calls must come from it. */
  PUBLIC_ORIGIN: z.url().transform((u) => new URL(u).origin),
  REDIS_URL: baseServiceEnv.shape.REDIS_URL,
  IDENTITY_SVC_ADDR: address.default('127.0.0.1:4101'),
  CONTENT_SVC_ADDR: address.default('127.0.0.1:4102'),
  COMMUNITY_SVC_ADDR: address.default('127.0.0.1:4103'),
  BILLING_SVC_ADDR: address.default('127.0.0.1:4104'),
  COACH_SVC_ADDR: address.default('127.0.0.1:4105'),
  GAMIFICATION_SVC_ADDR: address.default('127.0.0.1:4106'),
  /** Send the session cookie over HTTPS only. On in production. */
  COOKIE_SECURE: bool.default(false),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).default(14 * 24 * 3600),
  /** Folder of the built web app; empty to serve the API only. */
  WEB_DIST: z.string().default(''),
  /** Sign-in limits per 15 minutes. */
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGNIN_MAX_ATTEMPTS_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /** New accounts per client address per hour. */
  SIGNUP_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  /** Key prefix in Redis, so tests can run beside a developer's product. */
  REDIS_PREFIX: z.string().regex(/^[a-z0-9:_-]+$/).default('kiin:gw:'),
  TRUST_PROXY: bool.default(false),
});
export type GatewayEnv = z.infer<typeof envSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
