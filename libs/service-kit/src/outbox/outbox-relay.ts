import type { Producer } from 'kafkajs';
import { Client, Pool } from 'pg';
import type { Logger } from 'pino';
import { eventsPublished } from '../health/metrics';

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  envelope: { correlationId: string };
}

export interface OutboxRelayOptions {
  databaseUrl: string;
  producer: Producer;
  topicPrefix: string;
  log: Logger;
  /** Safety net when a notification is missed (for example across a reconnect). */
  pollIntervalMs?: number;
  batchSize?: number;
}

/**
 * Publishes committed outbox rows to Kafka and marks them sent. Woken by LISTEN/NOTIFY
 * (the outbox trigger fires at commit), with a slow poll as a safety net. Delivery is
 * at least once: a crash between send and mark re-sends, and consumers are idempotent.
 */
export class OutboxRelay {
  private readonly pool: Pool;
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private draining = false;
  private again = false;
  private stopped = false;
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly options: OutboxRelayOptions) {
    this.pool = new Pool({ connectionString: options.databaseUrl, max: 2 });
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.timer = setInterval(() => this.wake(), this.options.pollIntervalMs ?? 1000);
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle;
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
  }

  wake(): void {
    if (this.stopped) return;
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

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.options.log.warn({ err: error }, 'outbox listener lost; reconnecting');
      setTimeout(() => void this.listen().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query('listen kiin_outbox');
    this.listener = client;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped && (await this.publishBatch()) === (this.options.batchSize ?? 500)) {
        /* keep going while batches come back full */
      }
    } while (this.again && !this.stopped);
  }

  private async publishBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<OutboxRow>(
        `select id, topic, key, envelope from outbox where sent_at is null
         order by seq limit $1 for update skip locked`,
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
      await client.query('update outbox set sent_at = now() where id = any($1::uuid[])', [
        rows.map((row) => row.id),
      ]);
      await client.query('commit');
      for (const [topic, list] of byTopic) eventsPublished.inc({ topic }, list.length);
      return rows.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
