// `npm run openapi`: writes the API document generated from the gateway's controllers to
// apps/gateway/openapi.json (committed). `--check` fails when the committed file is stale.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'apps/gateway/openapi.json');
execFileSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'gateway', '--outputStyle=static'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { openApiText } = require(path.join(root, 'apps/gateway/dist/openapi/document.js'));
const text = openApiText();
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== text) {
    process.stderr.write('apps/gateway/openapi.json is stale: run `npm run openapi` and commit it\n');
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
  process.stdout.write(`wrote ${path.relative(root, file)}\n`);
}
