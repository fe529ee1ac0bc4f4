import { Migrator } from '@mikro-orm/migrations';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Constructor, EntityClass, MigrationObject } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Client } from 'pg';
import { OutboxEvent } from '../outbox/outbox-event.entity';
import { Migration20261124000000BackboneRetention } from '../outbox/retention.migration';
import { Migration20261126130000ErasedMembers } from '../privacy/erased-members.migration';
import { Migration20261121000000Backbone } from './backbone.migration';

export interface DatabaseDefinition {
  entities: EntityClass<object>[];
  /** The service's committed migrations, oldest first. The backbone tables (outbox, processed events, erased members) come first. */
  migrations: { name: string; class: Constructor<Migration> }[];
  /** Idempotent seed: safe to run on every start. */
  seed?: (em: EntityManager) => Promise<void>;
}

/** Opens the service's own database. Each service owns one database; none reads another's. */
export async function openDatabase(databaseUrl: string, definition: DatabaseDefinition): Promise<MikroORM> {
  const migrationsList: MigrationObject[] = [
    { name: 'Migration20261121000000Backbone', class: Migration20261121000000Backbone },
    { name: 'Migration20261124000000BackboneRetention', class: Migration20261124000000BackboneRetention },
    { name: 'Migration20261126130000ErasedMembers', class: Migration20261126130000ErasedMembers },
    ...definition.migrations,
  ];
  return MikroORM.init({
    clientUrl: databaseUrl,
    entities: [OutboxEvent, ...definition.entities],
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: 10 },
    debug: false,
  });
}

/** Brings the schema up to date and seeds. Used by the `migrate` entrypoint and by tests. */
export async function migrateAndSeed(orm: MikroORM, definition: DatabaseDefinition): Promise<void> {
  await orm.getMigrator().up();
  if (definition.seed) {
    const seed = definition.seed;
    await orm.em.fork().transactional((em) => seed(em));
  }
}

/** Creates the database named in the URL when it does not exist yet (local and test). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Refusing database name ${name}: use [a-z0-9_]`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } catch (error) {
    // Another process may have created it at the same moment.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name.includes('test')) throw new Error(`Refusing to drop ${name}: only test databases are dropped`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
