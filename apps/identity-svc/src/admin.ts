import 'reflect-metadata';
import { loadConfig, openDatabase } from '@kiin/service-kit';
import { z } from 'zod';
import { database } from './database';
import { runRoleCommand } from './roles/admin-commands';

/**
 * `node apps/identity-svc/dist/admin.js grant <role> <email>`: staff roles from the command
 * line, against identity's database (run by `npm run admin -- ...`).
 */
async function main(): Promise<void> {
  const env = loadConfig(z.object({ DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }) }));
  const orm = await openDatabase(env.DATABASE_URL, database);
  try {
    const result = await runRoleCommand(orm.em.fork(), process.argv.slice(2));
    (result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
    if (!result.ok) process.exitCode = 1;
  } finally {
    await orm.close();
  }
}

void main();
