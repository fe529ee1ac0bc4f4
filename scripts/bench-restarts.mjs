// `npm run bench:restarts`: a benchmark, not a test. Starts its own copy of the product on
// 127.0.0.1 (slot KIIN_E2E_SLOT, 4 by default, the e2e runner's ports), keeps 200 requests a
// second of mixed reads and writes going through the gateway, and meanwhile stops each service
// and worker in turn with SIGTERM; the supervisor starts it again, as a rolling update would.
// Prints the requests that failed beyond the client's retries (a browser-like retry of 502,
// 503, 504 and refused connections, 6 tries over about 4 s), and the events lost or applied
// twice: every outbox row written during the run must be applied exactly once by each group
// that consumes its topic. Bounded: about 3 minutes.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const { build, contracts, dropStackDatabases, startStack, testStackOptions } = await import('./lib/stack.mjs');
const pg = (await import('pg')).default;

const RATE = Number(process.env.BENCH_RATE ?? 200);
const DEADLINE_MS = 170_000;
const say = (m) => process.stdout.write(`${m}\n`);
const began = Date.now();

say('bench:restarts: building and starting a private copy of the product');
build();
const slot = Number(process.env.KIIN_E2E_SLOT ?? 4);
const namespace = `restarts${randomBytes(3).toString('hex')}`;
const options = testStackOptions(slot, namespace);
const stack = await startStack({ ...options, dbPrefix: `kiin_bench_${namespace}`, logLevel: 'warn' });
const base = `http://127.0.0.1:${new URL(stack.url).port}`;
const { serviceRegistry } = contracts();

const stats = { sent: 0, ok: 0, retried: 0, failed: 0, byStatus: {} };
const failures = [];
/** One request as a browser would make it, retried while the answer says "try again". */
async function request(method, url, body, client) {
  for (let attempt = 1; ; attempt++) {
    let status;
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { origin: stack.url, 'x-forwarded-for': client, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      status = res.status;
      if (status < 500 || ![502, 503, 504].includes(status)) {
        stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
        if (status >= 400) failures.push(`${method} ${url} ${status}`);
        return status < 400;
      }
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'timeout' : 'refused';
    }
    if (attempt >= 6) {
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
      failures.push(`${method} ${url} ${status} after ${attempt} tries`);
      return false;
    }
    if (attempt === 1) stats.retried++;
    await sleep(250 * attempt);
  }
}

const reads = ['/api/conditions', '/api/content/free', '/api/plans', '/api/kliinics/sessions', '/api/support-services'];
let n = 0;
function oneRequest() {
  const i = n++;
  const client = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  stats.sent++;
  // One in five is a write: the waitlist, and a contact message (an event and a mail job).
  const call =
    i % 10 === 0
      ? request('POST', '/api/contact', { name: `Bench ${i}`, email: `c${i}.${namespace}@example.com`, subject: 'general', message: `Restart benchmark message ${i}` }, client)
      : i % 10 === 5
        ? request('POST', '/api/waitlist', { name: `Bench ${i}`, email: `w${i}.${namespace}@example.com` }, client)
        : request('GET', reads[i % reads.length], undefined, client);
  return call.then((ok) => (ok ? stats.ok++ : stats.failed++));
}

const runStart = new Date();
const inFlight = new Set();
let loading = true;
const loader = (async () => {
  const tick = 50;
  const perTick = (RATE * tick) / 1000;
  for (let carry = 0; loading; await sleep(tick)) {
    carry += perTick;
    for (; carry >= 1; carry--) {
      const p = oneRequest().finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  }
})();

const pids = () => JSON.parse(readFileSync(path.join(stack.logDir, 'processes.json'), 'utf8'));
const ready = async (port) => {
  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(200)) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      /* starting */
    }
  }
  return false;
};
const processes = serviceRegistry.flatMap((s) => [
  { name: s.name, port: s.http + stack.portOffset },
  ...(s.worker ? [{ name: `${s.name}-worker`, port: s.workerHttp + stack.portOffset }] : []),
]);
const restarts = [];
try {
  await sleep(5000);
  for (const p of processes) {
    if (Date.now() - began > DEADLINE_MS - 30_000) break;
    const pid = pids()[p.name];
    const t0 = Date.now();
    process.kill(pid, 'SIGTERM');
    for (const until = Date.now() + 60_000; pids()[p.name] === pid && Date.now() < until; ) await sleep(100);
    const back = await ready(p.port);
    restarts.push({ name: p.name, seconds: (Date.now() - t0) / 1000, back });
    say(`  ${p.name}: SIGTERM, back ${back ? 'ready' : 'NOT ready'} after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await sleep(2000);
  }
  await sleep(3000);
} finally {
  loading = false;
  await loader;
  await Promise.allSettled([...inFlight]);
}
const loadSeconds = (Date.now() - runStart.getTime()) / 1000;

// Every event written during the run, applied exactly once by every group that consumes its topic.
const dbs = stack.databases.map((url) => new pg.Client({ connectionString: url }));
await Promise.all(dbs.map((c) => c.connect()));
let lost = [];
let doubled = 0;
let events = 0;
let unsent = 0;
try {
  for (const until = Date.now() + 30_000; ; await sleep(1000)) {
    const outbox = (await Promise.all(dbs.map((c) => c.query('select id, topic, sent_at from outbox where created_at >= $1', [runStart])))).flatMap((r) => r.rows);
    const processed = (await Promise.all(dbs.map((c) => c.query('select consumer, event_id from processed_event where processed_at >= $1', [runStart])))).flatMap((r) => r.rows);
    const topicOf = new Map(outbox.map((r) => [r.id, r.topic]));
    const groupsOf = new Map();
    const seen = new Map();
    for (const { consumer, event_id } of processed) {
      const topic = topicOf.get(event_id);
      if (!topic) continue;
      if (!groupsOf.has(topic)) groupsOf.set(topic, new Set());
      groupsOf.get(topic).add(consumer);
      const key = `${consumer} ${event_id}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    events = outbox.length;
    unsent = outbox.filter((r) => !r.sent_at).length;
    doubled = [...seen.values()].filter((count) => count > 1).length;
    lost = outbox.flatMap((r) => [...(groupsOf.get(r.topic) ?? [])].filter((g) => !seen.has(`${g} ${r.id}`)).map((g) => `${g} ${r.topic} ${r.id}`));
    if ((lost.length === 0 && unsent === 0) || Date.now() > until) break;
  }
} finally {
  await Promise.all(dbs.map((c) => c.end()));
}

say(`\nbench:restarts: ${loadSeconds.toFixed(0)} s of load at ${RATE} req/s target (${(stats.sent / loadSeconds).toFixed(0)} req/s sent), ${restarts.length} processes restarted with SIGTERM`);
say(`  requests: ${stats.sent} sent, ${stats.ok} answered, ${stats.retried} needed a retry, ${stats.failed} failed beyond retries`);
say(`  answers by status: ${JSON.stringify(stats.byStatus)}`);
for (const f of [...new Set(failures)].slice(0, 15)) say(`    ${f}`);
say(`  events written during the run: ${events}; unsent at the end: ${unsent}; lost (not applied by a consuming group): ${lost.length}; applied twice: ${doubled}`);
for (const l of lost.slice(0, 10)) say(`    lost: ${l}`);
await stack.stop();
await dropStackDatabases(stack.databases).catch(() => undefined);
say(`bench:restarts done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
process.exit(0);
