import { z } from 'zod';
import { loadConfig } from '../config';
import { createLogger } from '../logging';
import { type DatabaseDefinition, ensureDatabase, migrateAndSeed, openDatabase } from './database';

/** The `migrate` entrypoint of a service: creates its database if needed, migrates, seeds. */
export async function runMigrateCommand(service: string, definition: DatabaseDefinition): Promise<void> {
  const env = loadConfig(z.object({ DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }) }));
  const log = createLogger(`${service}-migrate`);
  try {
    await ensureDatabase(env.DATABASE_URL);
    const orm = await openDatabase(env.DATABASE_URL, definition);
    try {
      await migrateAndSeed(orm, definition);
    } finally {
      await orm.close();
    }
    log.info('database migrated and seeded');
  } catch (error) {
    log.error({ err: error }, 'migration failed');
    process.exitCode = 1;
  }
}
