import type { Producer } from 'kafkajs';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { eventsPublished } from '../health/metrics';

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  envelope: { correlationId: string };
}

/**
 * The advisory lock that makes one relay per service database the publisher. Advisory locks
 * are per database, and every service has its own, so one key serves all of them.
 */
export const OUTBOX_LEADER_LOCK = 'kiin.outbox-relay';

/** Shown in `pg_stat_activity`, so an operator can see which connection leads. */
export const OUTBOX_RELAY_APPLICATION = 'kiin-outbox-relay';

export interface OutboxRelayOptions {
  databaseUrl: string;
  producer: Producer;
  topicPrefix: string;
  log: Logger;
  /** Safety net when a notification is missed (for example across a reconnect). */
  pollIntervalMs?: number;
  /** How often a relay that is not the leader tries to become it. */
  leaderRetryMs?: number;
  batchSize?: number;
}

/**
 * Publishes committed outbox rows to Kafka in the order they were written (by `seq`) and
 * marks them sent. Woken by LISTEN/NOTIFY (the outbox trigger fires at commit), with a slow
 * poll as a safety net. Delivery is at least once: a crash between send and mark re-sends,
 * and consumers are idempotent.
 *
 * With several replicas of a service, exactly one relay publishes: the one whose dedicated
 * connection holds the session advisory lock `OUTBOX_LEADER_LOCK`. The lock, the LISTEN and
 * the publishing transactions all use that one connection, so when it dies (process killed,
 * backend terminated, network gone) the lock is released by PostgreSQL and this relay
 * stops publishing at the same moment; another replica takes the lock on its next try
 * (`leaderRetryMs`) and continues from the first unsent row. See docs/adr/0010.
 */
export class OutboxRelay {
  private session?: Client;
  private leader = false;
  private campaigning = false;
  private pollTimer?: NodeJS.Timeout;
  private leaderTimer?: NodeJS.Timeout;
  private draining = false;
  private again = false;
  private stopped = false;
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly options: OutboxRelayOptions) {}

  /** True while this relay holds the lock and publishes. */
  get isLeader(): boolean {
    return this.leader;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.campaign();
    this.pollTimer = setInterval(() => this.wake(), this.options.pollIntervalMs ?? 1000);
    this.leaderTimer = setInterval(() => void this.campaign(), this.options.leaderRetryMs ?? 1000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.leaderTimer) clearInterval(this.leaderTimer);
    await this.idle;
    const session = this.session;
    this.session = undefined;
    this.leader = false;
    // Ending the session releases the lock at once; the next replica takes over.
    await session?.end().catch(() => undefined);
  }

  wake(): void {
    if (this.stopped || !this.leader) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    this.idle = this.drain()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox relay failed; will retry'))
      .finally(() => {
        this.draining = false;
      });
  }

  /** Tries to become the leader; a no-op for the leader itself. */
  private async campaign(): Promise<void> {
    if (this.leader || this.campaigning || this.stopped) return;
    this.campaigning = true;
    try {
      const session = this.session ?? (await this.connect());
      const { rows } = await session.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [OUTBOX_LEADER_LOCK]);
      if (!rows[0].ok || this.stopped || this.session !== session) return;
      await session.query('listen kiin_outbox');
      this.leader = true;
      this.options.log.info('outbox relay is the publisher for this database');
      this.wake();
    } catch (error) {
      this.options.log.warn({ err: error }, 'outbox relay could not reach its database; will retry');
      this.lose(this.session);
    } finally {
      this.campaigning = false;
    }
  }

  private async connect(): Promise<Client> {
    const session = new Client({ connectionString: this.options.databaseUrl, application_name: OUTBOX_RELAY_APPLICATION });
    session.on('notification', () => this.wake());
    session.on('error', (error) => {
      this.options.log.warn({ err: error }, 'outbox relay connection lost');
      this.lose(session);
    });
    session.on('end', () => this.lose(session));
    this.session = session;
    await session.connect();
    return session;
  }

  /** The session is gone or unusable: so is the lock. Stop publishing; campaign again later. */
  private lose(session: Client | undefined): void {
    if (!session || this.session !== session) return;
    this.session = undefined;
    if (this.leader && !this.stopped) this.options.log.warn('outbox relay lost the publisher lock; another replica may take over');
    this.leader = false;
    void session.end().catch(() => undefined);
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (this.publishing() && (await this.publishBatch()) === (this.options.batchSize ?? 500)) {
        /* keep going while batches come back full */
      }
    } while (this.again && this.publishing());
  }

  private publishing(): boolean {
    return !this.stopped && this.leader && this.session !== undefined;
  }

  private async publishBatch(): Promise<number> {
    const client = this.session;
    if (!client || !this.leader) return 0;
    try {
      await client.query('begin');
      const { rows } = await client.query<OutboxRow>(
        `select id, topic, key, envelope from outbox where sent_at is null
         order by seq limit $1 for update`,
        [this.options.batchSize ?? 500],
      );
      if (rows.length === 0) {
        await client.query('commit');
        return 0;
      }
      const byTopic = new Map<string, OutboxRow[]>();
      for (const row of rows) {
        const list = byTopic.get(row.topic);
        if (list) list.push(row);
        else byTopic.set(row.topic, [row]);
      }
      await this.options.producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, list]) => ({
          topic: `${this.options.topicPrefix}${topic}`,
          messages: list.map((row) => ({
            key: row.key,
            value: JSON.stringify(row.envelope),
            headers: { 'correlation-id': row.envelope.correlationId },
          })),
        })),
      });
      await client.query('update outbox set sent_at = now() where id = any($1::uuid[])', [rows.map((row) => row.id)]);
      await client.query('commit');
      for (const [topic, list] of byTopic) eventsPublished.inc({ topic }, list.length);
      return rows.length;
    } catch (error) {
      if (this.session === client) await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }
}
