// `node tools/nx/typecheck.cjs <projectRoot>`: tsc --noEmit over one project's files.
//
// A project with its own tsconfig.json (apps/web) is checked with it. The others share the
// root tsconfig.json, so a config is written for the project under node_modules/.cache: it
// extends the root one and keeps only the root's `include` patterns that reach the project,
// narrowed to its folder (`apps/*/src/**/*.ts` becomes `apps/gateway/src/**/*.ts`). Files it
// imports from libraries (through the `@kiin/*` paths) are checked with it, as in the root
// run. tsc's incremental state is kept beside it, so a second run rechecks only what changed.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const projectRoot = (process.argv[2] ?? '').replace(/\/+$/, '');
if (!projectRoot || !fs.existsSync(path.join(root, projectRoot, 'project.json'))) {
  console.error('usage: node tools/nx/typecheck.cjs <projectRoot>, e.g. apps/gateway');
  process.exit(2);
}
const cacheDir = path.join(root, 'node_modules/.cache/kiin-typecheck');
const id = projectRoot.replace(/[/\\]/g, '__');
fs.mkdirSync(cacheDir, { recursive: true });

/** The part of an include pattern that lies in the project's folder, or undefined if none does. */
function narrow(pattern, folder) {
  const parts = pattern.split('/');
  const want = folder.split('/');
  for (let i = 0; i < want.length; i++) {
    if (parts[i] === '**') return [...want, ...parts.slice(i)].join('/');
    if (parts[i] === undefined || (parts[i] !== '*' && parts[i] !== want[i])) return undefined;
  }
  return [...want, ...parts.slice(want.length)].join('/');
}

let config = path.join(root, projectRoot, 'tsconfig.json');
if (!fs.existsSync(config)) {
  const rootConfig = path.join(root, 'tsconfig.json');
  const ts = require('typescript');
  const read = ts.readConfigFile(rootConfig, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const include = (read.config.include ?? []).map((p) => narrow(p, projectRoot)).filter(Boolean);
  if (include.length === 0) {
    console.log(`${projectRoot}: no file of tsconfig.json's include is in this project; nothing to check`);
    process.exit(0);
  }
  const rel = (p) => path.relative(cacheDir, path.join(root, p)).split(path.sep).join('/');
  config = path.join(cacheDir, `${id}.tsconfig.json`);
  const body = JSON.stringify({ extends: rel('tsconfig.json'), include: include.map(rel) }, null, 2) + '\n';
  if (!fs.existsSync(config) || fs.readFileSync(config, 'utf8') !== body) fs.writeFileSync(config, body);
}

const tsc = require.resolve('typescript/bin/tsc');
const args = [tsc, '-p', config, '--noEmit', '--incremental', '--tsBuildInfoFile', path.join(cacheDir, `${id}.tsbuildinfo`)];
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
