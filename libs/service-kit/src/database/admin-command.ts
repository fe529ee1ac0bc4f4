import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { loadConfig } from '../config';
import { type DatabaseDefinition, openDatabase } from './database';

/** The answer of one operator command: what to print and whether it worked. */
export interface AdminResult {
  ok: boolean;
  message: string;
}

/**
 * The `admin` entrypoint of a service (run by `npm run admin -- ...`): one operator command,
 * given the command line's words, against the service's own database. Prints its answer
 * (errors to stderr, with exit code 1); nothing is logged.
 */
export async function runAdminCommand(definition: DatabaseDefinition, command: (em: EntityManager, args: string[]) => Promise<AdminResult>): Promise<void> {
  const env = loadConfig(z.object({ DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }) }));
  const orm = await openDatabase(env.DATABASE_URL, definition);
  try {
    const result = await command(orm.em.fork(), process.argv.slice(2));
    (result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
    if (!result.ok) process.exitCode = 1;
  } finally {
    await orm.close();
  }
}
