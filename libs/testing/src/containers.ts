/**
 * Infrastructure in containers, for machines with a Docker engine. Addresses given in the
 * environment always win; only the parts without one are started, and only when an engine
 * answers. Without an engine nothing starts and the local servers are used (`npm test`
 * brings those up itself).
 */

/** The environment variables that name each part's address, as the harness reads them. */
export const infraAddressVars = {
  postgres: 'KIIN_PG_URL',
  redis: 'KIIN_REDIS_URL',
  kafka: 'KIIN_KAFKA_BROKERS',
  smtp: 'KIIN_SMTP_URL',
} as const;
export type InfraPart = keyof typeof infraAddressVars;

/**
 * Images matching docker-compose.yml. Kafka is Confluent's 7.9 build of Apache Kafka 3.9,
 * the image Testcontainers' Kafka module knows how to start in KRaft mode.
 */
export const infraImages: Record<InfraPart, string> = {
  postgres: 'postgres:15',
  redis: 'redis:7',
  kafka: 'confluentinc/cp-kafka:7.9.0',
  smtp: 'maildev/maildev:2.2.1',
};

export interface StartedInfra {
  /** Addresses of the parts started here, by variable (empty when none started). */
  env: Record<string, string>;
  /** Why nothing was started, when nothing was. */
  reason?: string;
  stop(): Promise<void>;
}

/** The parts that have no address in `env`. */
export function partsWithoutAddress(env: NodeJS.ProcessEnv): InfraPart[] {
  return (Object.keys(infraAddressVars) as InfraPart[]).filter((part) => !env[infraAddressVars[part]]);
}

/** Whether a container engine answers. Testcontainers gives up within milliseconds when none does. */
export async function containerEngineAvailable(): Promise<boolean> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a container for every part without an address, when an engine exists. The caller
 * puts `env` into the environment of everything it runs next, and calls `stop` at the end.
 */
export async function startMissingInfra(env: NodeJS.ProcessEnv = process.env): Promise<StartedInfra> {
  const missing = partsWithoutAddress(env);
  const nothing = (reason: string): StartedInfra => ({ env: {}, reason, stop: async () => undefined });
  if (missing.length === 0) return nothing('every address is given');
  if (!(await containerEngineAvailable())) return nothing('no container engine; using the local servers');

  const stops: (() => Promise<unknown>)[] = [];
  const started: Record<string, string> = {};
  const stop = async () => {
    await Promise.all(stops.splice(0).map((s) => s()));
  };
  try {
    await Promise.all(
      missing.map(async (part) => {
        const { vars, stop: stopPart } = await startPart(part);
        stops.push(stopPart);
        Object.assign(started, vars);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: started, stop };
}

async function startPart(part: InfraPart): Promise<{ vars: Record<string, string>; stop: () => Promise<unknown> }> {
  switch (part) {
    case 'postgres': {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
      const c = await new PostgreSqlContainer(infraImages.postgres).withUsername('postgres').withPassword('postgres').start();
      // Without a database name: the harness appends one per test file.
      return { vars: { KIIN_PG_URL: `postgres://postgres:postgres@${c.getHost()}:${c.getPort()}` }, stop: () => c.stop() };
    }
    case 'redis': {
      const { RedisContainer } = await import('@testcontainers/redis');
      const c = await new RedisContainer(infraImages.redis).start();
      return { vars: { KIIN_REDIS_URL: c.getConnectionUrl() }, stop: () => c.stop() };
    }
    case 'kafka': {
      const { KafkaContainer } = await import('@testcontainers/kafka');
      const c = await new KafkaContainer(infraImages.kafka).withKraft().start();
      return { vars: { KIIN_KAFKA_BROKERS: `${c.getHost()}:${c.getMappedPort(9093)}` }, stop: () => c.stop() };
    }
    case 'smtp': {
      const { GenericContainer, Wait } = await import('testcontainers');
      const c = await new GenericContainer(infraImages.smtp).withExposedPorts(1025, 1080).withWaitStrategy(Wait.forListeningPorts()).start();
      const host = c.getHost();
      return {
        vars: { KIIN_SMTP_URL: `smtp://${host}:${c.getMappedPort(1025)}`, KIIN_MAIL_URL: `http://${host}:${c.getMappedPort(1080)}` },
        stop: () => c.stop(),
      };
    }
  }
}
