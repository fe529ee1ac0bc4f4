import pg from 'pg';

/** Opens one service's database (`kiin_<name>` on the local server unless configured). */
export async function openDb(name) {
  const base = process.env.KIIN_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const prefix = process.env.KIIN_DB_PREFIX ?? 'kiin';
  const client = new pg.Client({ connectionString: `${base}/${prefix}_${name}` });
  await client.connect();
  return client;
}

/** `--key value` pairs and bare positionals. */
export function parseArgs(args) {
  const options = {};
  const positional = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
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
