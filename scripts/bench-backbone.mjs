// `npm run bench:backbone`: a benchmark, not a test. Starts its own copy of the product on
// 127.0.0.1 and prints, from one run with bounded load:
//  - gateway throughput on an authenticated read ÷ the same call made straight to the
//    service over TCP (aim ≥ 0.6×), and the same for GET /api/content/free;
//  - content.completed → points committed latency, p50 and p99 over 1,000 events
//    (aim p50 ≤ 25 ms, p99 ≤ 100 ms), twice: with the machine saturated by four clients,
//    and at a steady 50 completions a second.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const { build, dropStackDatabases, startStack } = await import('./lib/stack.mjs');
const { ClientProxyFactory, Transport } = await import('@nestjs/microservices');
const { firstValueFrom } = await import('rxjs');
const pg = (await import('pg')).default;
const http = await import('node:http');
// A light keep-alive client, so the figures measure the gateway rather than fetch().
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const get = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
  });

const REQUESTS = 3000;
const CONCURRENCY = 16;
const EVENTS = 1000;
const say = (m) => process.stdout.write(`${m}\n`);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function load(label, call) {
  for (let i = 0; i < 200; i++) await call(); // warm-up
  const latencies = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const s = performance.now();
        await call();
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const result = { label, rps: REQUESTS / seconds, p50: pct(latencies, 50), p99: pct(latencies, 99) };
  say(`  ${label.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(2)} ms   p99 ${result.p99.toFixed(2)} ms`);
  return result;
}

say('bench:backbone — building and starting a private copy of the product');
build();
const namespace = `bench${randomBytes(3).toString('hex')}`;
const offset = 2000;
const stack = await startStack({ port: 3200, portOffset: offset, dbPrefix: `kiin_bench_${namespace}`, namespace, logLevel: 'warn', gatewayEnv: { SIGNUP_MAX_PER_CLIENT: '1000' } });
const base = stack.url;
const content = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: 4102 + offset } });
const dbs = [];
try {
  const signUp = async (i) => {
    const res = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench${i}.${namespace}@example.com`, password: 'benchmark passphrase', firstName: 'Bench', lastName: String(i) }),
    });
    const user = await res.json();
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kiin_sid=')).split(';')[0];
    return { user, cookie };
  };
  const { user, cookie } = await signUp(0);
  const actor = { userId: user.id, isPremium: false, userType: null };
  const direct = (pattern, data, who) => firstValueFrom(content.send(pattern, { actor: who, requestId: 'bench', data }));
  const viaGateway = (p, headers = {}) => get(`http://127.0.0.1:${new URL(base).port}${p}`, headers);

  say(`\nThroughput (${REQUESTS} requests, ${CONCURRENCY} at a time, after 200 warm-up)`);
  const gwAuth = await load('gateway  GET /api/users/completed-content', () => viaGateway('/api/users/completed-content', { cookie }));
  const svcAuth = await load('direct   content.list-completions (TCP)', () => direct('content.list-completions', {}, actor));
  const gwFree = await load('gateway  GET /api/content/free', () => viaGateway('/api/content/free'));
  const svcFree = await load('direct   content.list-free (TCP)', () => direct('content.list-free', {}, null));

  const items = await (await fetch(`${base}/api/content/free`)).json();
  const free = items.filter((i) => !i.isPremium).map((i) => i.id);
  let signedUp = 1;
  /** EVENTS completions of distinct (member, item) pairs by fresh members. */
  const completionJobs = async () => {
    const members = [];
    while (members.length * free.length < EVENTS) members.push(await signUp(signedUp++));
    const jobs = [];
    for (const m of members) for (const id of free) if (jobs.length < EVENTS) jobs.push({ cookie: m.cookie, id });
    return jobs;
  };
  const complete = async (job) => {
    const res = await fetch(`${base}/api/users/completed-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: job.cookie },
      body: JSON.stringify({ contentId: job.id }),
    });
    if (res.status !== 201) throw new Error(`completion: ${res.status}`);
  };
  const pgUrl = process.env.KIIN_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const contentDb = new pg.Client({ connectionString: `${pgUrl}/kiin_bench_${namespace}_content` });
  const gamDb = new pg.Client({ connectionString: `${pgUrl}/kiin_bench_${namespace}_gamification` });
  dbs.push(contentDb, gamDb);
  await Promise.all([contentDb.connect(), gamDb.connect()]);
  const contentAwards = "select count(*) as n from points_award where award_key like 'content:%'";

  /** Runs the jobs as `drive` sends them, waits for every award, prints the commit → award lags. */
  const measure = async (label, drive) => {
    const jobs = await completionJobs();
    const before = Number((await gamDb.query(contentAwards)).rows[0].n);
    const since = new Date();
    say(`\ncontent.completed → points committed: ${EVENTS} completions through the gateway, ${label}`);
    await drive(jobs);
    const deadline = Date.now() + 60000;
    while (Date.now() < deadline && Number((await gamDb.query(contentAwards)).rows[0].n) - before < EVENTS) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const completions = new Map(
      (await contentDb.query('select user_id, content_id, completed_at from completion where completed_at >= $1', [since])).rows.map((r) => [
        `content:${r.user_id}:${r.content_id}`,
        r.completed_at.getTime(),
      ]),
    );
    const awards = (await gamDb.query("select award_key, created_at from points_award where award_key like 'content:%'")).rows;
    const lags = awards.map((a) => a.created_at.getTime() - completions.get(a.award_key)).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
    say(`  events awarded: ${lags.length}/${EVENTS}`);
    const relay = (
      await contentDb.query("select extract(epoch from (sent_at - created_at)) * 1000 as ms from outbox where topic = 'content.completed.v1' and created_at >= $1 order by 1", [since])
    ).rows.map((r) => Number(r.ms));
    say(`  of which commit → picked up by the outbox relay: p50 ${pct(relay, 50).toFixed(0)} ms   p99 ${pct(relay, 99).toFixed(0)} ms`);
    say(`  latency p50 ${pct(lags, 50)} ms   p99 ${pct(lags, 99)} ms   max ${lags[lags.length - 1]} ms   (aim p50 ≤ 25, p99 ≤ 100)`);
  };

  // As fast as four clients can send: every part of the path shares the same two cores.
  await measure('4 at a time (the machine saturated)', async (jobs) => {
    let n = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (n < jobs.length) await complete(jobs[n++]);
      }),
    );
  });
  // At a steady rate well inside capacity: what one member's action waits for.
  const perSecond = 50;
  await measure(`one every ${1000 / perSecond} ms (${perSecond}/s)`, async (jobs) => {
    const t0 = performance.now();
    await Promise.all(
      jobs.map(async (job, i) => {
        await new Promise((r) => setTimeout(r, Math.max(0, t0 + (i * 1000) / perSecond - performance.now())));
        await complete(job);
      }),
    );
  });

  say('\nRatios (gateway ÷ direct, aim ≥ 0.6×)');
  say(`  authenticated read: ${(gwAuth.rps / svcAuth.rps).toFixed(2)}×`);
  say(`  GET /api/content/free: ${(gwFree.rps / svcFree.rps).toFixed(2)}×   (gateway p99 ${gwFree.p99.toFixed(1)} ms)`);
} finally {
  await Promise.all(dbs.map((d) => d.end().catch(() => undefined)));
  await content.close();
  await stack.stop();
  await dropStackDatabases(stack.databases);
}
