#!/usr/bin/env node
// Operator commands: `npm run admin -- <command> ...`. Each domain keeps its commands in its
// own module under scripts/admin/ (exporting `describe` and `run(args)`) and registers them
// in the table below.
//   npm run admin -- grant <role> <email>    staff roles (moderator, expert, admin)
//   npm run admin -- revoke <role> <email>
//   npm run admin -- roles <email>
//   npm run admin -- kliinic <subcommand>     the kliinic programme
//   npm run admin -- billing <subcommand>     reconcile payments, move the test clock
//   npm run admin -- community vouch <id>     a member counts as established
// Databases: KIIN_PG_URL (postgres://postgres@127.0.0.1:5432) and KIIN_DB_PREFIX (kiin).
import { existsSync } from 'node:fs';

/** command → its module, and whether the module receives the command word itself. */
const commands = {
  grant: { module: './admin/roles.mjs', keepCommand: true },
  revoke: { module: './admin/roles.mjs', keepCommand: true },
  roles: { module: './admin/roles.mjs', keepCommand: true },
  kliinic: { module: './admin/kliinic.mjs', keepCommand: false },
  billing: { module: './admin/billing.mjs', keepCommand: false },
  community: { module: './admin/community.mjs', keepCommand: false },
};

const [command, ...rest] = process.argv.slice(2);
const available = Object.entries(commands).filter(([, c]) => existsSync(new URL(c.module, import.meta.url)));
const chosen = commands[command];
if (!chosen || !existsSync(new URL(chosen.module, import.meta.url))) {
  const lines = await Promise.all(
    available.map(async ([name, c]) => `  ${name.padEnd(8)} ${(await import(c.module)).describe}`),
  );
  process.stderr.write(`usage: npm run admin -- <command> ...\n${lines.join('\n')}\n`);
  process.exit(1);
}
try {
  const mod = await import(chosen.module);
  await mod.run(chosen.keepCommand ? [command, ...rest] : rest);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
