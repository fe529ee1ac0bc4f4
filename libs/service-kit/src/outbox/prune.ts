import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';

/**
 * How long the event backbone keeps what it no longer needs (docs/adr/0010):
 * - sent outbox rows: 7 days, to look into what a service published recently;
 * - processed-event ids: 30 days. They are what makes a redelivery change nothing, so they
 *   must outlive any redelivery: longer than the topics' retention (7 days by default) and
 *   than the oldest dead-lettered event anyone would replay.
 * Unsent outbox rows are never pruned.
 */
export const backboneRetentionEnv = z.object({
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(7),
  PROCESSED_EVENT_RETENTION_DAYS: z.coerce.number().positive().default(30),
  /** How often each process prunes (hourly). */
  BACKBONE_PRUNE_INTERVAL_MS: z.coerce.number().int().min(1000).default(3_600_000),
});
export type BackboneRetention = z.infer<typeof backboneRetentionEnv>;

/** Rows deleted per statement, so pruning never holds long locks. */
const CHUNK = 5000;

/** Deletes sent outbox rows and processed-event ids older than their retention. */
export async function pruneBackbone(
  orm: MikroORM,
  retention: Pick<BackboneRetention, 'OUTBOX_RETENTION_DAYS' | 'PROCESSED_EVENT_RETENTION_DAYS'>,
): Promise<{ outbox: number; processedEvents: number }> {
  const connection = orm.em.fork().getConnection();
  const deleteAll = async (sql: string, days: number) => {
    let total = 0;
    for (;;) {
      const result = await connection.execute<{ affectedRows: number }>(sql, [days * 86_400, CHUNK], 'run');
      total += result.affectedRows;
      if (result.affectedRows < CHUNK) return total;
    }
  };
  const outbox = await deleteAll(
    `delete from outbox where seq in (
       select seq from outbox where sent_at is not null and sent_at < now() - make_interval(secs => ?) limit ?)`,
    retention.OUTBOX_RETENTION_DAYS,
  );
  const processedEvents = await deleteAll(
    `delete from processed_event where ctid in (
       select ctid from processed_event where processed_at < now() - make_interval(secs => ?) limit ?)`,
    retention.PROCESSED_EVENT_RETENTION_DAYS,
  );
  return { outbox, processedEvents };
}

/** Runs `pruneBackbone` now and then in every service process (the Kit starts it). */
export class BackbonePruner {
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly retention: BackboneRetention,
    private readonly log: Logger,
  ) {}

  start(): void {
    const run = () => {
      this.running = pruneBackbone(this.orm, this.retention)
        .then((pruned) => {
          if (pruned.outbox + pruned.processedEvents > 0) this.log.info(pruned, 'pruned the event backbone');
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'pruning the event backbone failed; will retry'));
    };
    // Not at once: a starting process has better things to do; jitter spreads replicas.
    this.timer = setInterval(run, this.retention.BACKBONE_PRUNE_INTERVAL_MS * (0.9 + Math.random() * 0.2));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
