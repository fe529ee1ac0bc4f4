import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from '../lib/stack.mjs';

/**
 * Runs a service's own admin entry (apps/<service>-svc/dist/admin.js) against that service's
 * database: the service that owns the data owns the rule for changing it.
 */
export function runServiceAdmin(service, args) {
  const entry = path.join(root, `apps/${service}-svc/dist/admin.js`);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const base = process.env.KIIN_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const prefix = process.env.KIIN_DB_PREFIX ?? 'kiin';
  const result = spawnSync(process.execPath, [entry, ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? `${base}/${prefix}_${service}`, LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
