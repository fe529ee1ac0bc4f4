// `npm test`: the whole suite on a fresh clone. Lint, types, unit tests, integration tests on
// the real PostgreSQL, Redis and Kafka, then the product started as `npm start` starts it
// and driven through the gateway and in Chromium. Stops whatever it started.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const say = (msg) => process.stdout.write(`\nkiin test: ${msg}\n`);
const results = [];

function step(name, command, args, env = {}) {
  say(name);
  const t0 = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: status === 0, seconds: (Date.now() - t0) / 1000 });
  return status === 0;
}

ensureInstalled(root);
if (spawnSync('sh', ['-c', 'command -v chromium']).status !== 0) {
  say('installing chromium for the browser tests (apt-get)');
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
}

const jest = (config, ...extra) => ['jest', '-c', config, '--ci', ...extra];
// The module-boundary rule reads Nx's project graph and skips itself when there is none yet.
step('project graph', 'npx', ['nx', 'show', 'projects']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('types (server)', 'npx', ['tsc', '-p', 'tsconfig.json']);
step('types (web)', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']);
const built = step('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
step('unit tests', 'npx', jest('jest.unit.config.cjs'));

// Where a container engine exists and no address is given, the harness starts PostgreSQL,
// Redis, Kafka and the SMTP catcher in containers; otherwise the local servers are reused or
// started. Either way every later step gets the addresses through the environment.
let containers = { env: {}, stop: async () => undefined };
if (built) {
  const { startMissingInfra } = createRequire(import.meta.url)('../libs/testing/dist/containers.js');
  containers = await startMissingInfra(process.env);
  say(Object.keys(containers.env).length > 0 ? `containers started for ${Object.keys(containers.env).join(', ')}` : `no containers: ${containers.reason}`);
  Object.assign(process.env, containers.env);
}
const { ensureInfra } = await import('../infra/up.mjs');
const infra = await ensureInfra();
let stack;
try {
  if (built) {
    step('integration tests (real PostgreSQL, Redis, Kafka)', 'npx', jest('jest.int.config.cjs'));
    const { startStack, testStackOptions } = await import('./lib/stack.mjs');
    const namespace = `e2e${randomBytes(3).toString('hex')}`;
    say('starting the product for end-to-end tests');
    stack = await startStack(testStackOptions(0, namespace));
    step('end-to-end tests (gateway and Chromium)', 'npx', jest('jest.e2e.config.cjs'), {
      KIIN_BASE_URL: stack.url,
      KIIN_LOG_DIR: stack.logDir,
      KIIN_MAIL_URL: process.env.KIIN_MAIL_URL ?? 'http://127.0.0.1:1080',
      KIIN_TEST_DATABASES: stack.databases.join(','),
    });
  } else {
    results.push({ name: 'integration and end-to-end tests (not run: the build failed)', ok: false, seconds: 0 });
  }
} finally {
  if (stack) {
    await stack.stop();
    const { dropStackDatabases } = await import('./lib/stack.mjs');
    await dropStackDatabases(stack.databases);
  }
  await infra.stop();
  await containers.stop();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
process.stdout.write('\nkiin test summary\n');
for (const r of results) process.stdout.write(`  ${r.ok ? 'ok    ' : 'FAILED'}  ${r.name} (${r.seconds.toFixed(1)} s)\n`);
process.stdout.write(`  total ${((Date.now() - began) / 1000).toFixed(0)} s\n`);
process.stdout.write(`steps: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
