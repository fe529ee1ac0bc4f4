// `npm run bench:backbone`: a benchmark, not a test. Starts its own copy of the product on
// 127.0.0.1 and prints, from one run with bounded load:
//  - each public read through the gateway ÷ a bare `node:http` server sending the same bytes
//    in the same run (aim ≥ 0.5×), and ÷ the same call made straight to the service;
//  - personalised reads through the gateway ÷ the same call made straight to the service
//    over TCP (aim ≥ 0.6×);
//  - content.completed → points committed latency, p50 and p99 over 1,000 events
//    (aim p50 ≤ 25 ms, p99 ≤ 100 ms), twice: with the machine saturated by four clients,
//    and at a steady 50 completions a second.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchMember } from './lib/bench-members.mjs';
import { ensureInstalled } from './lib/install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const { build, dropStackDatabases, startStack } = await import('./lib/stack.mjs');
const { ClientProxyFactory, Transport } = await import('@nestjs/microservices');
// Services act only on calls signed with the stack's key, as the gateway signs them.
const { signedEnvelope } = (await import('node:module')).createRequire(import.meta.url)('../libs/service-kit/dist/rpc/signed-actor.js');
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

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = 16;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
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
const { servicePorts } = (await import('node:module')).createRequire(import.meta.url)('../libs/contracts/dist/index.js');
const content = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: servicePorts['content-svc'].tcp + offset } });
const clients = [content];
const dbs = [];
try {
  const signUp = (i) => benchMember(base, namespace, i);
  const { user, cookie } = await signUp(0);
  const actor = { userId: user.id, isPremium: false, userType: null, roles: [] };
  const direct = (pattern, data, who) => firstValueFrom(content.send(pattern, signedEnvelope(stack.rpcSecret, 'bench', who, data)));
  const viaGateway = (p, headers = {}) => get(`http://127.0.0.1:${new URL(base).port}${p}`, headers);

  const identity = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: servicePorts['identity-svc'].tcp + offset } });
  const billing = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: servicePorts['billing-svc'].tcp + offset } });
  clients.push(identity, billing);
  const directBilling = (pattern, data, who) => firstValueFrom(billing.send(pattern, signedEnvelope(stack.rpcSecret, 'bench', who, data)));
  const directIdentity = (pattern, data, who) => firstValueFrom(identity.send(pattern, signedEnvelope(stack.rpcSecret, 'bench', who, data)));

  say(`\nThroughput (${REQUESTS} requests, ${CONCURRENCY} at a time, after 200 warm-up)`);
  say('Personalised reads');
  const gwUser = await load('gateway  GET /api/auth/user', () => viaGateway('/api/auth/user', { cookie }));
  const svcUser = await load('direct   identity.get-user (TCP)', () => directIdentity('identity.get-user', { userId: user.id }, actor));
  const gwAuth = await load('gateway  GET /api/users/completed-content', () => viaGateway('/api/users/completed-content', { cookie }));
  const svcAuth = await load('direct   content.list-completions (TCP)', () => direct('content.list-completions', {}, actor));

  // Public reads: the gateway against a bare node:http server sending the very same bytes.
  const firstItem = (await (await fetch(`${base}/api/content/free`)).json()).find((i) => !i.isPremium);
  const firstCondition = (await (await fetch(`${base}/api/conditions`)).json())[0];
  const publicReads = [
    { path: '/api/conditions', pattern: 'conditions.list' },
    { path: '/api/content/free', pattern: 'content.list-free' },
    { path: `/api/content/${firstItem.id}`, pattern: 'content.get', data: { id: firstItem.id } },
    { path: '/api/content/type/article', pattern: 'content.list-by-type', data: { type: 'article' } },
    { path: `/api/conditions/${firstCondition.id}/content`, pattern: 'conditions.content', data: { id: firstCondition.id } },
    { path: '/api/plans', pattern: 'billing.plans', billing: true },
    { path: '/api/kliinics/sessions', pattern: 'kliinics.sessions', billing: true },
    { path: '/api/support-services', pattern: 'support-services.list' },
  ];
  const publicRatios = [];
  for (const read of publicReads) {
    const res = await fetch(`${base}${read.path}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type');
    const bare = http.createServer((_req, reply) => {
      reply.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
      reply.end(bytes);
    });
    await new Promise((r) => bare.listen(0, '127.0.0.1', r));
    say(`Public read ${read.path} (${(bytes.length / 1024).toFixed(1)} KB)`);
    const gw = await load(`gateway  GET ${read.path}`, () => viaGateway(read.path));
    const raw = await load('bare     node:http, same bytes', () => get(`http://127.0.0.1:${bare.address().port}/`));
    const call = read.billing ? directBilling : direct;
    const svc = await load(`direct   ${read.pattern} (TCP)`, () => call(read.pattern, read.data ?? {}, null));
    publicRatios.push({ path: read.path, bare: gw.rps / raw.rps, direct: svc ? gw.rps / svc.rps : undefined, p99: gw.p99 });
    await new Promise((r) => bare.close(r));
  }

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
      headers: { 'content-type': 'application/json', origin: base, cookie: job.cookie },
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

  say('\nRatios');
  say('  public reads: gateway ÷ bare node:http with the same bytes (aim ≥ 0.5×), and ÷ the service called directly');
  for (const r of publicRatios) {
    say(`    ${r.path.padEnd(60)} ${r.bare.toFixed(2)}× bare   ${r.direct.toFixed(2)}× direct   (gateway p99 ${r.p99.toFixed(1)} ms)`);
  }
  say('  personalised reads: gateway ÷ the service called directly (aim ≥ 0.6×)');
  say(`    GET /api/auth/user               ${(gwUser.rps / svcUser.rps).toFixed(2)}×`);
  say(`    GET /api/users/completed-content ${(gwAuth.rps / svcAuth.rps).toFixed(2)}×`);
} finally {
  await Promise.all(dbs.map((d) => d.end().catch(() => undefined)));
  await Promise.all(clients.map((c) => c.close()));
  await stack.stop();
  await dropStackDatabases(stack.databases);
}
