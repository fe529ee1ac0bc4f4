import { randomBytes } from 'node:crypto';
import { ensureDatabase, dropDatabase } from '@kiin/service-kit';

/**
 * Where the real PostgreSQL, Redis and Kafka are: the addresses from the environment, else
 * the local ones that `npm test` brings up. Tests never use in-memory imitations.
 */
export const infra = {
  pgUrl: process.env.KIIN_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
  redisUrl: process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379',
  kafkaBrokers: process.env.KIIN_KAFKA_BROKERS ?? '127.0.0.1:9092',
  smtpUrl: process.env.KIIN_SMTP_URL ?? 'smtp://127.0.0.1:1025',
};

/** A short unique token for databases, topics, groups and key prefixes of one test file. */
export const uniqueToken = (): string => `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file. The name always says `test`; only such are dropped. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `kiin_test_${label.replace(/[^a-z0-9]/g, '_')}_${uniqueToken()}`;
  if (!name.includes('test')) throw new Error('refusing a test database whose name does not say test');
  const url = `${infra.pgUrl}/${name}`;
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}
