// Starts the whole product on one machine: infrastructure, migrations and seeds, every
// service and worker, and the gateway serving the web app. Shared by `npm start` and the
// end-to-end tests, so the tests drive the product exactly as a person would run it.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureInfra, stopChild, stopInfra } from '../../infra/up.mjs';
import { Supervisor } from './supervisor.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const say = (msg) => process.stdout.write(`kiin: ${msg}\n`);

/** The service registry of `libs/contracts` (built), the one source of names, ports and databases. */
export function contracts() {
  return createRequire(import.meta.url)('../../libs/contracts/dist/index.js');
}

/** Compiles every project (Nx caches unchanged ones). */
export function build() {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Waits for a supervised process to answer; fails at once when the supervisor gave up on it. */
async function waitForHttp(url, what, supervised, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (supervised?.gaveUp) throw new Error(`${supervised.gaveUp}; see its log in ${logDir}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(150);
  }
  throw new Error(`${what} was not ready at ${url} within ${timeoutMs / 1000}s`);
}

let logDir = path.join(root, '.data/logs');

/** Every process this stack started, so that a stop at any moment, even mid-start, ends them. */
const children = [];
/** Restarts services, workers and the gateway when they die (see supervisor.mjs). */
let supervisor;

/**
 * The product as the end-to-end tests start it: its own ports, databases, topics and Redis
 * keys, beside a developer's `npm start`. Slot 0 is `npm test`'s; slots 1-8 let several runs
 * share the machine. Service ports move by 200 + 50 per slot, clear of `npm start` (4101+,
 * 5101+) and the benchmark (+2000).
 */
export function testStackOptions(slot, namespace) {
  return {
    port: 3100 + slot * 10,
    portOffset: 200 + slot * 50,
    dbPrefix: `kiin_test_${namespace}`,
    namespace,
    // The tests' HTTP client plays the proxy from 127.0.0.1 and gives each test its own client
    // address in X-Forwarded-For; any other peer (127.0.0.2, say) is not trusted.
    gatewayEnv: { TRUSTED_PROXIES: '127.0.0.1', SIGNUP_MAX_PER_CLIENT: '1000' },
  };
}

/** What the end-to-end tests need to know of a started stack, as environment variables. */
export function stackEnv(stack) {
  return {
    KIIN_BASE_URL: stack.url,
    KIIN_LOG_DIR: stack.logDir,
    KIIN_MAIL_URL: process.env.KIIN_MAIL_URL ?? 'http://127.0.0.1:1080',
    KIIN_TEST_DATABASES: stack.databases.join(','),
    KIIN_SERVICE_PORT_OFFSET: String(stack.portOffset),
    // The stack's key for signed service calls, so a test can tell forged from genuine.
    KIIN_RPC_SECRET: stack.rpcSecret,
  };
}

/** Drops the databases a stack created (test and benchmark copies only). */
export async function dropStackDatabases(databases) {
  const { Client } = (await import('pg')).default;
  const client = new Client({ connectionString: `${process.env.KIIN_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'}/postgres` });
  await client.connect();
  try {
    for (const url of databases) {
      const name = url.split('/').pop();
      if (!/_(test|bench)_/.test(name)) throw new Error(`refusing to drop ${name}`);
      await client.query(`drop database if exists "${name}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

export async function stopStack() {
  await supervisor?.stopAll(stopChild, 10000);
  supervisor = undefined;
  const running = children.splice(0).reverse();
  await Promise.all(running.map((c) => stopChild(c, 10000)));
  await stopInfra();
}

function run(script, env, logName) {
  const out = openSync(path.join(logDir, `${logName}.log`), 'a');
  return spawn(process.execPath, ['--enable-source-maps', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
}

function runToEnd(script, env, logName) {
  const child = run(script, env, logName);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${logName} failed (exit ${code}); see ${path.join(logDir, logName)}.log`)))),
  );
}

/**
 * @param {object} options
 * @param {number} [options.port] gateway port (3000)
 * @param {number} [options.portOffset] added to every service port (tests run beside `npm start`)
 * @param {string} [options.dbPrefix] database name prefix (`kiin` → kiin_identity ...)
 * @param {string} [options.namespace] Kafka topic prefix, group suffix, Redis and BullMQ prefixes
 * @param {string} [options.webDist] the built web app the gateway serves (apps/web/dist)
 */
export async function startStack({
  port = 3000,
  portOffset = 0,
  dbPrefix = 'kiin',
  namespace = '',
  logLevel = 'info',
  gatewayEnv = {},
  webDist = path.join(root, 'apps/web/dist'),
} = {}) {
  logDir = path.join(root, '.data/logs', namespace);
  mkdirSync(logDir, { recursive: true });
  supervisor = new Supervisor({ say, logDir });
  const rpcSecret = randomBytes(32).toString('hex');
  await ensureInfra();
  const stop = stopStack;
  try {
    const pg = process.env.KIIN_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
    const common = {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      LOG_LEVEL: logLevel,
      REDIS_URL: process.env.KIIN_REDIS_URL ?? 'redis://127.0.0.1:6379',
      KAFKA_BROKERS: process.env.KIIN_KAFKA_BROKERS ?? '127.0.0.1:9092',
      KAFKA_TOPIC_PREFIX: namespace ? `${namespace}.` : '',
      KAFKA_GROUP_SUFFIX: namespace ? `.${namespace}` : '',
      BULLMQ_PREFIX: namespace ? `kiin-${namespace}` : 'kiin',
      SMTP_URL: process.env.KIIN_SMTP_URL ?? 'smtp://127.0.0.1:1025',
      KAFKAJS_NO_PARTITIONER_WARNING: '1',
      // The gateway signs the actor of every service call with it; one new key per start.
      INTERNAL_RPC_SECRET: rpcSecret,
    };
    const { serviceRegistry, serviceAddrVar, gatewayPorts } = contracts();
    const services = serviceRegistry.map((s) => ({ ...s, db: s.database }));
    const envFor = (svc) => ({
      ...common,
      TCP_PORT: String(svc.tcp + portOffset),
      HTTP_PORT: String(svc.http + portOffset),
      DATABASE_URL: `${pg}/${dbPrefix}_${svc.db}`,
      // The local payment test mode delivers its signed events to the gateway's webhook route.
      PAYMENTS_WEBHOOK_URL: `http://localhost:${port}/api/webhooks/stripe`,
    });
    say('migrating and seeding databases');
    for (const svc of services) await runToEnd(`apps/${svc.name}/dist/migrate.js`, envFor(svc), `${svc.name}-migrate`);

    say('starting services');
    const started = services.map((svc) => ({
      svc,
      child: supervisor.start(svc.name, () => run(`apps/${svc.name}/dist/main.js`, envFor(svc), svc.name)),
    }));
    for (const svc of services.filter((s) => s.worker)) {
      // The worker's own HTTP port for probes and metrics (registry `workerHttp`).
      const workerEnv = { ...envFor(svc), HTTP_PORT: String(svc.workerHttp + portOffset) };
      supervisor.start(`${svc.name}-worker`, () => run(`apps/${svc.name}/dist/worker.js`, workerEnv, `${svc.name}-worker`));
    }
    await Promise.all(started.map(({ svc, child }) => waitForHttp(`http://127.0.0.1:${svc.http + portOffset}/health/ready`, svc.name, child, 240000)));

    const addr = (name) => `127.0.0.1:${services.find((s) => s.name === name).tcp + portOffset}`;
    const gatewayProcessEnv = {
      ...common,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links use localhost; 127.0.0.1 is the same machine and is answered too. Any other Host
      // (or Origin) is refused.
      PUBLIC_ORIGIN: `http://localhost:${port},http://127.0.0.1:${port}`,
      WEB_DIST: webDist,
      REDIS_PREFIX: namespace ? `kiin:${namespace}:gw:` : 'kiin:gw:',
      ...Object.fromEntries(services.map((s) => [serviceAddrVar(s.name), addr(s.name)])),
      // Metrics and probes, on 127.0.0.1 only, moved with the other ports.
      INTERNAL_PORT: String(gatewayPorts.internal + portOffset),
      ...gatewayEnv,
    };
    const gateway = supervisor.start('gateway', () => run('apps/gateway/dist/main.js', gatewayProcessEnv, 'gateway'));
    await waitForHttp(`http://127.0.0.1:${port}/health/live`, 'gateway', gateway);
    const databases = services.map((svc) => `${pg}/${dbPrefix}_${svc.db}`);
    return { url: `http://localhost:${port}`, logDir, databases, portOffset, rpcSecret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
