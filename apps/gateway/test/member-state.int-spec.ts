import { randomUUID } from 'node:crypto';
import { allTopics, type EventMap, type EventType, serviceAddrVar, serviceRegistry } from '@kiin/contracts';
import { createKafka, ensureTopics } from '@kiin/service-kit';
import {
  createTestDatabase,
  freePort,
  infra,
  makeEnvelope,
  type ServiceProcess,
  startServiceProcess,
  type TestDatabase,
  testKafka,
  uniqueToken,
  waitFor,
  waitForReady,
} from '@kiin/testing';
import { argon2id, hash } from 'argon2';
import type { Producer } from 'kafkajs';
import { Client as Pg } from 'pg';
import pino from 'pino';
import { framesOf, openReadyChannel } from './support';

/** One gateway process: its public and internal ports. */
interface Replica {
  name: string;
  port: number;
  internalPort: number;
  proc: ServiceProcess;
}

/** One browser: one session cookie, sent to whichever replica the load balancer picks. */
class Browser {
  cookie?: string;

  async request(replica: Replica, method: string, path: string, body?: unknown) {
    const origin = `http://localhost:${replica.port}`;
    const res = await fetch(origin + path, {
      method,
      headers: {
        origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      if (pair.startsWith('kiin_sid=')) this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await res.text();
    // Errors are plain text.
    const json = res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    return { status: res.status, json, text };
  }

  async user(replica: Replica) {
    const res = await this.request(replica, 'GET', '/api/auth/user');
    return res.status === 200 ? (res.json as { isPremium: boolean; points: number; userType: string | null }) : res.status;
  }

  /** 200 for a premium member, 403 for anyone else. */
  async premiumContent(replica: Replica) {
    return (await this.request(replica, 'GET', '/api/content/premium')).status;
  }
}

/**
 * A member's state through two gateway processes in front of the same identity-svc and
 * content-svc, on the real broker, Redis and database (item 13, ADR 23). The test publishes
 * billing's and gamification's events as their relays would. Waiting is only for an event to
 * be delivered and applied; once one replica shows a change, the other is asked at once.
 */
describe("a member's state through two gateway replicas", () => {
  const token = uniqueToken();
  const prefix = `${token}.`;
  const kafka = testKafka();
  const databases: TestDatabase[] = [];
  const processes: ServiceProcess[] = [];
  let producer: Producer;
  let identityDb: Pg;
  let a: Replica;
  let b: Replica;

  const kafkaEnv = { KAFKA_BROKERS: infra.kafkaBrokers, KAFKA_TOPIC_PREFIX: prefix, KAFKA_GROUP_SUFFIX: `.${token}`, REDIS_URL: infra.redisUrl };

  async function startService(name: 'identity-svc' | 'content-svc', database: string) {
    const db = await createTestDatabase(database);
    databases.push(db);
    const migrate = startServiceProcess(name, { DATABASE_URL: db.url }, 'migrate');
    await new Promise((resolve) => migrate.child.once('exit', resolve));
    if (migrate.child.exitCode !== 0) throw new Error(`${name} migrate failed: ${migrate.output()}`);
    const [tcp, http] = [await freePort(), await freePort()];
    const proc = startServiceProcess(name, { ...kafkaEnv, TCP_PORT: String(tcp), HTTP_PORT: String(http), DATABASE_URL: db.url });
    processes.push(proc);
    await waitForReady(http, proc, 120_000);
    return { tcp, db };
  }

  async function startGateway(name: string, env: Record<string, string>): Promise<Replica> {
    const [port, internalPort] = [Number(env.PORT), await freePort()];
    const proc = startServiceProcess('gateway', { ...env, INTERNAL_PORT: String(internalPort) });
    processes.push(proc);
    const replica = { name, port, internalPort, proc };
    // Until its consumer reads, a replica keeps nothing (every request asks identity): wait, so
    // that what follows tests forgetting, not never keeping.
    await waitFor(async () => (await metric(replica, 'kiin_gateway_member_events_live')) === 1, {
      timeoutMs: 60_000,
      what: `${name}'s member events consumer (${proc.output()})`,
    });
    return replica;
  }

  async function metric(replica: Replica, name: string, label = ''): Promise<number | undefined> {
    if (replica.proc.child.exitCode !== null) throw new Error(`${replica.name} exited: ${replica.proc.output()}`);
    try {
      const text = await (await fetch(`http://127.0.0.1:${replica.internalPort}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(label));
      return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
    } catch {
      return undefined;
    }
  }
  const fromMemory = async (replica: Replica) => (await metric(replica, 'kiin_gateway_member_state_reads_total', 'source="memory"')) ?? 0;
  const awaitingIdentity = async (replica: Replica) => (await metric(replica, 'kiin_gateway_member_events_awaiting_identity')) ?? 0;

  beforeAll(async () => {
    producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await producer.connect();
    await ensureTopics(createKafka('test', infra.kafkaBrokers, pino({ level: 'silent' })), allTopics().map((t) => prefix + t));
    const [identity, content] = [await startService('identity-svc', 'identity'), await startService('content-svc', 'content')];
    identityDb = new Pg({ connectionString: identity.db.url });
    await identityDb.connect();
    const [portA, portB] = [await freePort(), await freePort()];
    // Every other service's address is a port nobody listens on.
    const nowhere = `127.0.0.1:${await freePort()}`;
    const env = {
      ...kafkaEnv,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://localhost:${portA},http://localhost:${portB}`,
      REDIS_PREFIX: `kiin:${token}:gw:`,
      ...Object.fromEntries(serviceRegistry.map((s) => [serviceAddrVar(s.name), nowhere])),
      IDENTITY_SVC_ADDR: `127.0.0.1:${identity.tcp}`,
      CONTENT_SVC_ADDR: `127.0.0.1:${content.tcp}`,
    };
    [a, b] = await Promise.all([startGateway('A', { ...env, PORT: String(portA) }), startGateway('B', { ...env, PORT: String(portB) })]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await identityDb?.end();
    await producer?.disconnect();
    for (const db of databases) await db.drop();
  });

  const publish = async <T extends EventType>(type: T, userId: string, payload: EventMap[T]) => {
    await producer.send({ topic: prefix + type, acks: -1, messages: [{ key: userId, value: JSON.stringify(makeEnvelope(type, userId, payload)) }] });
  };
  const activate = (userId: string) => publish('subscription.activated.v1', userId, { userId, subscriptionId: `sub_${randomUUID()}`, version: 1 });

  /** A confirmed member, signed in through replica A. */
  async function member(): Promise<{ id: string; browser: Browser }> {
    const email = `member.${randomUUID()}@example.com`;
    const password = 'a calm long passphrase';
    const id = randomUUID();
    await identityDb.query(
      'insert into app_user (id, email, password_hash, first_name, last_name, is_premium, points, created_at, email_confirmed_at) values ($1, $2, $3, $4, $5, false, 0, now(), now())',
      [id, email, await hash(password, { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 }), 'Robin', 'Carer'],
    );
    const browser = new Browser();
    const signedIn = await browser.request(a, 'POST', '/api/auth/sign-in', { email, password });
    if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.text}`);
    return { id, browser };
  }

  /** Reads the member through both replicas until both answer from memory: each has kept them. */
  async function keptByBoth(browser: Browser) {
    for (const replica of [a, b]) {
      await browser.user(replica);
      const before = await fromMemory(replica);
      await browser.user(replica);
      await browser.premiumContent(replica);
      expect(await fromMemory(replica)).toBeGreaterThanOrEqual(before + 2);
    }
  }

  it('an upgrade shown by one replica is what the other answers at the very next request', async () => {
    const { id, browser } = await member();
    expect(await browser.premiumContent(a)).toBe(403);
    expect(await browser.premiumContent(b)).toBe(403);
    await keptByBoth(browser);

    await activate(id);
    await waitFor(async () => ((await browser.user(a)) as { isPremium: boolean }).isPremium, { what: 'the upgrade through A' });
    expect(await browser.premiumContent(a)).toBe(200);
    expect(await browser.premiumContent(b)).toBe(200);
    expect(await browser.user(b)).toMatchObject({ isPremium: true });

    // Once identity has applied it, both keep the member again, as premium.
    await waitFor(async () => (await awaitingIdentity(a)) === 0 && (await awaitingIdentity(b)) === 0, { what: 'the event applied' });
    await keptByBoth(browser);
    expect(await browser.premiumContent(b)).toBe(200);
  });

  it('while identity has not applied an event, neither replica keeps what identity says; once it has, both show it', async () => {
    const { id, browser } = await member();
    await keptByBoth(browser);
    // Identity's consumer cannot apply the upgrade while this transaction holds the member's row.
    await identityDb.query('begin');
    await identityDb.query('select 1 from app_user where id = $1 for update', [id]);
    try {
      await activate(id);
      await waitFor(async () => (await awaitingIdentity(a)) > 0 && (await awaitingIdentity(b)) > 0, { what: 'both replicas reading the event' });
      for (const replica of [a, b]) {
        const before = await fromMemory(replica);
        expect(await browser.premiumContent(replica)).toBe(403);
        expect(await browser.user(replica)).toMatchObject({ isPremium: false });
        expect(await browser.premiumContent(replica)).toBe(403);
        // Asked of identity every time: nothing read before identity applied the event is kept.
        expect(await fromMemory(replica)).toBe(before);
      }
    } finally {
      await identityDb.query('commit');
    }
    await waitFor(async () => (await browser.premiumContent(b)) === 200, { what: 'the upgrade through B' });
    expect(await browser.premiumContent(a)).toBe(200);
    expect(await browser.user(a)).toMatchObject({ isPremium: true });
    expect(await browser.user(b)).toMatchObject({ isPremium: true });
  });

  it('points, and a user type changed through one replica, show through the other at once', async () => {
    const { id, browser } = await member();
    await keptByBoth(browser);

    await publish('points.awarded.v1', id, { userId: id, awardId: randomUUID(), points: 10, reason: 'content.completed', totalPoints: 10 });
    await waitFor(async () => ((await browser.user(b)) as { points: number }).points === 10, { what: 'the points through B' });
    expect(await browser.user(a)).toMatchObject({ points: 10 });

    await waitFor(async () => (await awaitingIdentity(a)) === 0 && (await awaitingIdentity(b)) === 0, { what: 'the event applied' });
    await keptByBoth(browser);
    expect((await browser.request(a, 'PUT', '/api/users/type', { userType: 'carer' })).status).toBe(200);
    expect(await browser.user(b)).toMatchObject({ userType: 'carer', points: 10 });
  });

  it('a staff role granted on the command line counts at the next access check through either replica; one taken away at the next request', async () => {
    const { id, browser } = await member();
    await keptByBoth(browser);
    const permissions = async (replica: Replica) => ((await browser.request(replica, 'GET', '/api/auth/access')).json as { permissions: string[] }).permissions;

    // As the admin command does it: straight into identity's database, with no event.
    await identityDb.query("insert into staff_role (user_id, role) values ($1, 'moderator')", [id]);
    expect((await permissions(b)).length).toBeGreaterThan(0);
    expect((await permissions(a)).length).toBeGreaterThan(0);
    // Staff are not kept by either replica: every request asks identity.
    for (const replica of [a, b]) {
      const before = await fromMemory(replica);
      await browser.user(replica);
      await browser.user(replica);
      expect(await fromMemory(replica)).toBe(before);
    }

    await identityDb.query('delete from staff_role where user_id = $1', [id]);
    expect(await permissions(b)).toEqual([]);
    expect(await permissions(a)).toEqual([]);
  });

  it('an account deleted through one replica is signed out on the other at once', async () => {
    const { browser } = await member();
    await keptByBoth(browser);
    // A second tab, open on the other replica, still sends the cookie the first one loses.
    const otherTab = new Browser();
    otherTab.cookie = browser.cookie;
    expect(await otherTab.user(b)).toMatchObject({ isPremium: false });
    const deleted = await browser.request(a, 'DELETE', '/api/users/me', { confirmation: 'DELETE', keepPosts: false });
    expect(deleted.status).toBe(200);
    expect(await otherTab.user(b)).toBe(401);
  });

  it("a member's news reaches their live channel on either replica, once each; a stopping replica ends its streams", async () => {
    const { id, browser } = await member();
    // Two tabs, each connected to a different replica.
    const [onA, onB] = await Promise.all([a, b].map((replica) => openReadyChannel(browser, `http://localhost:${replica.port}`)));
    try {
      await publish('points.awarded.v1', id, { userId: id, awardId: randomUUID(), points: 5, reason: 'Started a discussion', totalPoints: 5 });
      await publish('kliinic.booked.v1', id, { userId: id, sessionId: 'kliinic-live-test', bookingId: randomUUID() });
      for (const channel of [onA, onB]) {
        // Points are told once identity has applied them, so they may come after the booking.
        await waitFor(() => framesOf(channel.frames, 'booking').length > 0 && framesOf(channel.frames, 'points').length > 0, {
          what: 'the points and the booking on both channels',
        });
        expect(framesOf(channel.frames, 'points')).toEqual([{ type: 'points', points: 5, totalPoints: 5, reason: 'Started a discussion' }]);
        expect(framesOf(channel.frames, 'booking')).toHaveLength(1);
      }
      // B stops: its stream ends at once (the browser reconnects, to A), A's stays open.
      await b.proc.kill();
      await onB.ended;
      await publish('points.awarded.v1', id, { userId: id, awardId: randomUUID(), points: 10, reason: 'Completed a content item', totalPoints: 15 });
      await waitFor(() => framesOf(onA.frames, 'points').length === 2, { what: 'news after B stopped, through A' });
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('tells the live channel of points only once identity has applied them, so the page that reads the member again sees them', async () => {
    const { id, browser } = await member();
    const channel = await openReadyChannel(browser, `http://localhost:${a.port}`);
    // Identity's consumer cannot apply the award while this transaction holds the member's row.
    await identityDb.query('begin');
    try {
      await identityDb.query('select 1 from app_user where id = $1 for update', [id]);
      await publish('points.awarded.v1', id, { userId: id, awardId: randomUUID(), points: 10, reason: 'Completed a content item', totalPoints: 10 });
      await waitFor(async () => (await awaitingIdentity(a)) > 0, { what: 'A reading the award' });
      expect(framesOf(channel.frames, 'points')).toEqual([]);
    } finally {
      await identityDb.query('commit');
    }
    try {
      await waitFor(() => framesOf(channel.frames, 'points').length > 0, { what: 'the points on the live channel' });
      expect(await browser.user(a)).toMatchObject({ points: 10 });
    } finally {
      channel.close();
    }
  });
});
