import pg from 'pg';

/**
 * Opens one service's database: `kiin_<name>` on the local server unless configured, or
 * DATABASE_URL when given (as the services' own admin entries take it).
 */
export async function openDb(name) {
  const base = process.env.KIIN_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const prefix = process.env.KIIN_DB_PREFIX ?? 'kiin';
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? `${base}/${prefix}_${name}` });
  await client.connect();
  return client;
}

/** `--key value` pairs, bare positionals, and `flags` (named options that take no value: `true`). */
export function parseArgs(args, { flags = [] } = {}) {
  const options = {};
  const positional = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
      else if (flags.includes(arg.slice(2))) options[arg.slice(2)] = true;
      else {
        const value = args[i + 1];
        if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
        options[arg.slice(2)] = value;
        i += 1;
      }
    } else positional.push(arg);
  }
  return { options, positional };
}
