import { z } from 'zod';

/** The shared key of gateway-to-service calls (see `rpc/signed-actor.ts`). */
export const internalRpcSecret = z.string().min(32, 'must be at least 32 characters');

/**
 * Every process validates its environment at start. A missing or malformed variable stops
 * it with one line naming the variable; secret values are never printed.
 */
export const baseServiceEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TCP_HOST: z.string().default('127.0.0.1'),
  TCP_PORT: z.coerce.number().int().min(1).max(65535),
  HTTP_HOST: z.string().default('127.0.0.1'),
  HTTP_PORT: z.coerce.number().int().min(1).max(65535),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }),
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'must be host:port[,host:port]'),
  /** Lets tests give every run its own topics. Empty in production. */
  KAFKA_TOPIC_PREFIX: z.string().regex(/^[a-z0-9._-]*$/).default(''),
  /**
   * The key the gateway signs every call's actor with, and services verify (at least 32
   * characters; one random value per deployment, from a secret store, never committed).
   */
  INTERNAL_RPC_SECRET: internalRpcSecret,
  /** Lets tests give every run its own consumer group. */
  KAFKA_GROUP_SUFFIX: z.string().regex(/^[a-z0-9._-]*$/).default(''),
});
export type BaseServiceEnv = z.infer<typeof baseServiceEnv>;

export class ConfigError extends Error {}

export function parseConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue.path.join('.') || 'environment';
  const missing = issue.code === 'invalid_type' && env[variable] === undefined;
  throw new ConfigError(
    missing
      ? `Configuration error: ${variable} is required but not set`
      : `Configuration error: ${variable} is invalid (${issue.message})`,
  );
}

/** Parses the environment or ends the process with the one-line reason. */
export function loadConfig<S extends z.ZodType>(schema: S): z.infer<S> {
  try {
    return parseConfig(schema);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
