// `npm test`: the whole suite on a fresh clone. Lint, types, unit tests, integration tests on
// the real PostgreSQL, Redis and Kafka, then the product started as `npm start` starts it
// and driven through the gateway and in Chromium. Stops whatever it started.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const began = Date.now();
const say = (msg) => process.stdout.write(`\nkiin test: ${msg}\n`);
const results = [];

/**
 * Runs one step and records it in the summary, in the order the steps were named. With
 * `logFile`, its output goes to that file and is printed when it ends, so that a step run
 * beside another does not interleave its lines with the other's.
 */
function runStep(name, command, args, { env = {}, logFile } = {}) {
  const result = { name, ok: false, seconds: 0 };
  results.push(result);
  say(logFile ? `${name} (beside the next steps; its output follows when it ends)` : name);
  const t0 = Date.now();
  const out = logFile ? openSync(logFile, 'w') : 'inherit';
  return new Promise((resolve) =>
    spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, PATH: binPath, ...env } }).once('exit', (code) => {
      Object.assign(result, { ok: code === 0, seconds: (Date.now() - t0) / 1000 });
      if (logFile) {
        say(`${name}: output`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
      }
      resolve(code === 0);
    }),
  );
}

ensureInstalled(root);
// Each jest run writes its results here; the summary names the tests that failed.
const resultsDir = path.join(root, '.data/test-results');
rmSync(resultsDir, { recursive: true, force: true });
// jest writes --outputFile without creating its folder: a missing folder fails a green run.
mkdirSync(resultsDir, { recursive: true });
if (spawnSync('sh', ['-c', 'command -v chromium']).status !== 0) {
  say('installing chromium for the browser tests (apt-get)');
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
}

// Lint, types and the tests are Nx targets of the workspace project (project.json), cached by
// their inputs for `npx nx affected` during development. `npm test` runs each target's own
// command without Nx: a fresh clone must run every check, and Nx keeps its cache per user
// (~/.nx), outside the clone, so it could replay one an earlier clone ran; and each Nx run
// around a command cost about 10 s of processor (its project graph, its output relay), 78 s a
// run of the suite. Integration and end-to-end tests are never cached anyway: their outcome
// depends on servers outside their inputs.
const workspaceTargets = JSON.parse(readFileSync(path.join(root, 'project.json'), 'utf8')).targets;
const binPath = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`;
const target = (name) => ['sh', ['-c', workspaceTargets[name].command]];
// The module-boundary rule reads Nx's project graph and skips itself when there is none yet.
await runStep('project graph', 'npx', ['nx', 'show', 'projects']);
const built = await runStep('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);

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
  // Three lanes side by side: the integration tests; lint, types and unit tests; and the
  // product started for the end-to-end tests, with the API tests and the browser tests run against it at once, the
  // browser files two at a time (measured here: API and browser tests in 583 s so, against
  // 1,020 s one file after another). The integration, API and browser tests spend much of
  // their time waiting on Kafka, PostgreSQL and the product; lint, types and unit tests only
  // compute, so they run at a lower priority and take the processors the others leave idle.
  const integration = built
    ? runStep('integration tests (real PostgreSQL, Redis, Kafka)', ...target('test-int'), { logFile: path.join(resultsDir, 'int.log') })
    : Promise.resolve(false);
  const endToEnd = built
    ? (async () => {
        const { stackEnv, startStack, testStackOptions } = await import('./lib/stack.mjs');
        const namespace = `e2e${randomBytes(3).toString('hex')}`;
        say('starting the product for the API and browser tests');
        stack = await startStack(testStackOptions(0, namespace));
        await Promise.all([
          runStep('API tests (the gateway, against the started product)', ...target('test-api'), { env: stackEnv(stack), logFile: path.join(resultsDir, 'api.log') }),
          runStep('browser tests (Chromium)', ...target('test-browser'), {
            env: { ...stackEnv(stack), KIIN_E2E_WORKERS: process.env.KIIN_E2E_WORKERS ?? '2' },
            logFile: path.join(resultsDir, 'browser.log'),
          }),
        ]);
      })().catch((error) => {
        results.push({ name: `API and browser tests (not run: the product did not start: ${error.message})`, ok: false, seconds: 0 });
      })
    : Promise.resolve(results.push({ name: 'API and browser tests (not run: the build failed)', ok: false, seconds: 0 }));
  const niced = (name) => ['nice', ['-n', '10', ...target(name).flat()]];
  await runStep('lint', ...niced('lint-all'));
  await runStep('types (server and web)', ...niced('typecheck-all'));
  await runStep('unit and component tests', ...niced('test-unit'));
  await Promise.all([integration, endToEnd]);
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
for (const kind of ['unit', 'int', 'api', 'browser']) {
  const file = path.join(resultsDir, `${kind}.json`);
  if (!existsSync(file)) continue;
  const failures = JSON.parse(readFileSync(file, 'utf8')).testResults.flatMap((suite) => {
    const name = path.relative(root, suite.name);
    const tests = suite.assertionResults.filter((t) => t.status === 'failed');
    if (tests.length === 0 && suite.status === 'failed') return [`${name}: ${String(suite.message).split('\n').find((l) => l.trim()) ?? 'failed'}`];
    return tests.map((t) => `${name}: ${t.fullName}: ${String(t.failureMessages[0] ?? '').split('\n').find((l) => l.trim())?.trim() ?? ''}`);
  });
  if (failures.length === 0) continue;
  process.stdout.write(`\n${kind} tests that failed (${failures.length}):\n`);
  // eslint-disable-next-line no-control-regex -- colour codes jest leaves in its messages
  for (const line of failures.slice(0, 25)) process.stdout.write(`  - ${line.replace(/\x1b\[[0-9;]*m/g, '').slice(0, 300)}\n`);
}
process.stdout.write(`steps: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
