import { createHash, randomBytes } from 'node:crypto';
import { type DatabaseDefinition, dropDatabase, ensureDatabase, migrateAndSeed, openDatabase } from '@kiin/service-kit';
import { Client } from 'pg';

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

/**
 * A fresh database for one test file. The name always says `test`; only such are dropped.
 * Given the service's database definition, it comes migrated and seeded: cloned from a
 * template database that is migrated once per test run (`TEMPLATE_PREFIX`), not per file.
 */
export async function createTestDatabase(label: string, definition?: DatabaseDefinition): Promise<TestDatabase> {
  const name = `kiin_test_${label.replace(/[^a-z0-9]/g, '_')}_${uniqueToken()}`;
  if (!name.includes('test')) throw new Error('refusing a test database whose name does not say test');
  const url = `${infra.pgUrl}/${name}`;
  if (definition) await cloneMigrated(name, definition);
  else await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}

/** Template databases of one run start with this; the run's teardown drops them. */
export const templatePrefix = (): string => `kiin_test_tpl_${(process.env.KIIN_TEST_RUN ?? String(process.pid)).replace(/[^a-z0-9]/g, '')}_`;

async function cloneMigrated(name: string, definition: DatabaseDefinition): Promise<void> {
  const digest = createHash('sha1')
    .update(JSON.stringify([definition.migrations.map((m) => m.name), Boolean(definition.seed)]))
    .digest('hex')
    .slice(0, 12);
  const template = `${templatePrefix()}${digest}`;
  const admin = new Client({ connectionString: `${infra.pgUrl}/postgres` });
  await admin.connect();
  try {
    // One migration per template, even when files of the run ask for it at the same moment.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (!exists) {
      await admin.query(`create database "${template}"`);
      const orm = await openDatabase(`${infra.pgUrl}/${template}`, definition);
      try {
        await migrateAndSeed(orm, definition);
      } finally {
        await orm.close();
      }
    }
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]).catch(() => undefined);
    await admin.end();
  }
}

/** Drops the template databases this run made (Jest's global teardown calls it). */
export async function dropTemplateDatabases(): Promise<void> {
  const admin = new Client({ connectionString: `${infra.pgUrl}/postgres` });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [templatePrefix()]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
