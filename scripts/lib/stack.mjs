// Starts the whole product on one machine: infrastructure, migrations and seeds, every
// service and worker, and the gateway serving the web app. Shared by `npm start` and the
// end-to-end tests, so the tests drive the product exactly as a person would run it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureInfra, stopChild, stopInfra } from '../../infra/up.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const say = (msg) => process.stdout.write(`kiin: ${msg}\n`);

export const services = [
  { name: 'identity-svc', db: 'identity', tcp: 4101, http: 5101, worker: true },
  { name: 'content-svc', db: 'content', tcp: 4102, http: 5102 },
  { name: 'community-svc', db: 'community', tcp: 4103, http: 5103 },
  { name: 'billing-svc', db: 'billing', tcp: 4104, http: 5104 },
  { name: 'coach-svc', db: 'coach', tcp: 4105, http: 5105 },
  { name: 'gamification-svc', db: 'gamification', tcp: 4106, http: 5106 },
];

/** Compiles every project (Nx caches unchanged ones). */
export function build() {
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitForHttp(url, what, child, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}; see its log in ${logDir}`);
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
    gatewayEnv: { TRUST_PROXY: 'true', SIGNUP_MAX_PER_CLIENT: '1000' },
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
    };
    const envFor = (svc) => ({
      ...common,
      TCP_PORT: String(svc.tcp + portOffset),
      HTTP_PORT: String(svc.http + portOffset),
      DATABASE_URL: `${pg}/${dbPrefix}_${svc.db}`,
    });
    say('migrating and seeding databases');
    for (const svc of services) await runToEnd(`apps/${svc.name}/dist/migrate.js`, envFor(svc), `${svc.name}-migrate`);

    say('starting services');
    const started = services.map((svc) => {
      const child = run(`apps/${svc.name}/dist/main.js`, envFor(svc), svc.name);
      children.push(child);
      return { svc, child };
    });
    for (const svc of services.filter((s) => s.worker)) {
      children.push(run(`apps/${svc.name}/dist/worker.js`, envFor(svc), `${svc.name}-worker`));
    }
    await Promise.all(started.map(({ svc, child }) => waitForHttp(`http://127.0.0.1:${svc.http + portOffset}/health/ready`, svc.name, child, 90000)));

    const addr = (name) => `127.0.0.1:${services.find((s) => s.name === name).tcp + portOffset}`;
    const gateway = run('apps/gateway/dist/main.js', {
      ...common,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      WEB_DIST: webDist,
      REDIS_PREFIX: namespace ? `kiin:${namespace}:gw:` : 'kiin:gw:',
      IDENTITY_SVC_ADDR: addr('identity-svc'),
      CONTENT_SVC_ADDR: addr('content-svc'),
      COMMUNITY_SVC_ADDR: addr('community-svc'),
      BILLING_SVC_ADDR: addr('billing-svc'),
      COACH_SVC_ADDR: addr('coach-svc'),
      GAMIFICATION_SVC_ADDR: addr('gamification-svc'),
      ...gatewayEnv,
    }, 'gateway');
    children.push(gateway);
    await waitForHttp(`http://127.0.0.1:${port}/`, 'gateway', gateway);
    const databases = services.map((svc) => `${pg}/${dbPrefix}_${svc.db}`);
    return { url: `http://localhost:${port}`, logDir, databases, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
