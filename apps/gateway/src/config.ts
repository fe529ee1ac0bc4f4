import { isIP } from 'node:net';
import { gatewayPorts, serviceAddrVar, type ServiceName, serviceRegistry } from '@kiin/contracts';
import { baseServiceEnv, internalRpcSecret } from '@kiin/service-kit';
import { z } from 'zod';

const address = z.string().regex(/^[^:\s]+:\d+$/, 'must be host:port');
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

const isAddressOrRange = (entry: string): boolean => {
  const [ip, bits, extra] = entry.split('/');
  const family = isIP(ip);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};
/** `''` → trust none; `'2'` → two hops; `'127.0.0.1,10.0.0.0/8'` → those peers. */
const trustedProxies = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === '0') return false;
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed.split(',').map((e) => e.trim());
    const bad = entries.find((e) => !isAddressOrRange(e));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be a hop count or a comma list of IP addresses and CIDR ranges' });
      return z.NEVER;
    }
    return entries;
  });

const publicOrigins = z
  .string()
  .transform((value, ctx): string[] => {
    const origins: string[] = [];
    for (const entry of value.split(',').map((e) => e.trim())) {
      const parsed = URL.canParse(entry) ? new URL(entry) : null;
      if (!parsed || !/^https?:$/.test(parsed.protocol)) {
        ctx.addIssue({ code: 'custom', message: 'must be an http(s) URL, or a comma list of them' });
        return z.NEVER;
      }
      origins.push(parsed.origin);
    }
    return origins;
  });

/** `IDENTITY_SVC_ADDR` and the rest: one per service of the registry, defaulting to its local port. */
const serviceAddressShape = Object.fromEntries(
  serviceRegistry.map((s) => [serviceAddrVar(s.name), address.default(`127.0.0.1:${s.tcp}`)]),
) as Record<string, z.ZodDefault<typeof address>>;

const baseSchema = z.object({
  NODE_ENV: baseServiceEnv.shape.NODE_ENV,
  LOG_LEVEL: baseServiceEnv.shape.LOG_LEVEL,
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Metrics and probes (`/metrics`, `/health/*`) for the cluster only, never on the public port. */
  INTERNAL_HOST: z.string().default('127.0.0.1'),
  INTERNAL_PORT: z.coerce.number().int().min(1).max(65535).default(gatewayPorts.internal),
  /**
   * The address people use, e.g. https://kiin.com.au; optionally a comma list of the addresses
   * this one server answers for (the first is the one links are made with). Requests naming
   * another Host are refused, and state-changing calls must come from one of them.
   */
  PUBLIC_ORIGIN: publicOrigins,
  REDIS_URL: baseServiceEnv.shape.REDIS_URL,
  /** Signs the actor of every service call; the services hold the same value. */
  INTERNAL_RPC_SECRET: internalRpcSecret,
  /** Send the session cookie over HTTPS only for every origin; an https PUBLIC_ORIGIN gets it without this. */
  COOKIE_SECURE: bool.default(false),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(300).default(14 * 24 * 3600),
  /** Folder of the built web app; empty to serve the API only. */
  WEB_DIST: z.string().default(''),
  /** Sign-in limits per 15 minutes: failures per account from one client address, attempts per address. */
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGNIN_MAX_ATTEMPTS_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /** Failures per account per hour from addresses that never signed in to it (a guesser spread over many). */
  SIGNIN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES: z.coerce.number().int().min(1).default(20),
  /** Contact messages and waitlist entries per client address per hour. */
  CONTACT_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(5),
  WAITLIST_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(10),
  /** New accounts per client address per hour. */
  SIGNUP_MAX_PER_CLIENT: z.coerce.number().int().min(1).default(20),
  /**
   * The Kafka brokers: each replica reads the member events (premium, points, badges,
   * deletion) in a consumer group of its own, and forgets what they change (ADR 23). Unset:
   * no member state is kept between requests; every request asks identity-svc.
   */
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'must be host:port[,host:port]')
    .optional(),
  KAFKA_TOPIC_PREFIX: baseServiceEnv.shape.KAFKA_TOPIC_PREFIX,
  /** Added to this replica's own group and to the group names of the services it watches (tests). */
  KAFKA_GROUP_SUFFIX: baseServiceEnv.shape.KAFKA_GROUP_SUFFIX,
  /**
   * How long a member's state may be kept when nothing announces a change: only what no event,
   * gateway call or staff call reveals (a role granted on the command line, on an ordinary
   * route before the member's first staff call) waits this long (ADR 23).
   */
  MEMBER_STATE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Key prefix in Redis, so tests can run beside a developer's product. */
  REDIS_PREFIX: z.string().regex(/^[a-z0-9:_-]+$/).default('kiin:gw:'),
  /**
   * Which peers may tell the client's address in `X-Forwarded-For`: empty (the default) trusts
   * none, a number trusts that many proxy hops in front of the gateway, otherwise a comma list
   * of addresses and CIDR ranges (e.g. `10.0.0.0/8`). The address limits count is the result.
   */
  TRUSTED_PROXIES: trustedProxies,
  /** Replaced by TRUSTED_PROXIES; refused, so an old setting cannot silently trust everyone. */
  /**
   * Sign-in with an outside OpenID provider (authorization code with PKCE): its issuer URL and
   * this client's registration. Unset: email and password only. `OIDC_LABEL` names it on the
   * sign-in page ("Continue with ...").
   */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().min(1).max(60).default('your organisation'),
  TRUST_PROXY: z.undefined({ error: 'is no longer read: set TRUSTED_PROXIES (address ranges or a hop count)' }).optional(),
});
export const envSchema = baseSchema.extend(serviceAddressShape).transform((env) => ({
  ...(env as unknown as Omit<z.infer<typeof baseSchema>, 'PUBLIC_ORIGIN'>),
  /** The first public origin: the one links and redirects are made with. */
  PUBLIC_ORIGIN: (env.PUBLIC_ORIGIN as unknown as string[])[0],
  /** Every origin this server answers for (Host and Origin checks). */
  publicOrigins: env.PUBLIC_ORIGIN as unknown as string[],
  /** `host:port` of each service's RPC port. */
  serviceAddresses: Object.fromEntries(
    serviceRegistry.map((s) => [s.name, (env as Record<string, unknown>)[serviceAddrVar(s.name)] as string]),
  ) as Record<ServiceName, string>,
}));
export type GatewayEnv = z.infer<typeof envSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
