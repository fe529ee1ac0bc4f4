import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { EventHandler } from '../events/event-consumer';
import { memberDigestSql } from './erased-members';

export const erasureSweepEnv = z.object({
  /** How often each process looks for rows of recently deleted members (every five minutes). */
  ERASURE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  /** For how long after a deletion it looks: a day. The race it closes lasts seconds. */
  ERASURE_SWEEP_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /**
   * How long a tombstone is kept: as long as a processed-event id (30 days), longer than any
   * event about the member can still be delivered or replayed from a dead-letter topic.
   */
  PROCESSED_EVENT_RETENTION_DAYS: z.coerce.number().positive().default(30),
});
export type ErasureSweepOptions = z.infer<typeof erasureSweepEnv>;

/** Erases what the service holds of one member: its own handling of `user.deleted.v1`. */
export type EraseMember = (em: EntityManager, userId: string, keepPosts: boolean) => Promise<void>;

/** A service's own handling of `user.deleted.v1`, as the sweep applies it again to one member. */
export function eraseWith(onDeleted: EventHandler<'user.deleted.v1'>, producer: string): EraseMember {
  return (em, userId, keepPosts) =>
    onDeleted(em, {
      id: randomUUID(),
      type: 'user.deleted.v1',
      occurredAt: new Date().toISOString(),
      producer,
      correlationId: 'erasure-sweep',
      causationId: null,
      key: userId,
      payload: { userId, keepPosts, deletedAt: new Date().toISOString() },
    });
}

/** Columns that hold a member's id, wherever a uuid column has one of these names. */
export const memberIdColumns = ['user_id', 'author_id', 'reporter_id', 'decided_by'] as const;

/**
 * Erases again, with the member's own choice about posts, every recently deleted member that
 * still has a row: one written by a call or event that was already past the checks when the
 * deletion was applied (`erased-members.ts`). Looks in every uuid column named in
 * `memberIdColumns` and in the `select member_id ...` statements a service adds for ids kept
 * another way. Forgets tombstones past their retention.
 */
export async function sweepErasedMembers(
  orm: MikroORM,
  erase: EraseMember,
  options: Pick<ErasureSweepOptions, 'ERASURE_SWEEP_WINDOW_HOURS' | 'PROCESSED_EVENT_RETENTION_DAYS'>,
  moreSources: readonly string[] = [],
): Promise<{ erased: number; forgotten: number }> {
  const connection = orm.em.fork().getConnection();
  const forgotten = await connection.execute<{ affectedRows: number }>(
    'delete from erased_member where erased_at < now() - make_interval(secs => ?)',
    [options.PROCESSED_EVENT_RETENTION_DAYS * 86_400],
    'run',
  );
  const window = options.ERASURE_SWEEP_WINDOW_HOURS * 3600;
  const [recent] = await connection.execute<{ n: number }[]>(
    'select count(*)::int as n from erased_member where erased_at > now() - make_interval(secs => ?)',
    [window],
  );
  if (recent.n === 0) return { erased: 0, forgotten: forgotten.affectedRows };

  const columns = await connection.execute<{ table_name: string; column_name: string }[]>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema = current_schema() and c.data_type = 'uuid' and c.column_name in (?)
     order by c.table_name, c.column_name`,
    [[...memberIdColumns]],
  );
  const sources = [...columns.map((c) => `select "${c.column_name}" as member_id from "${c.table_name}"`), ...moreSources];
  if (sources.length === 0) return { erased: 0, forgotten: forgotten.affectedRows };
  const found = await connection.execute<{ member_id: string; keep_posts: boolean }[]>(
    `select s.member_id::text as member_id, e.keep_posts
     from (${sources.join('\nunion\n')}) s
     join erased_member e on e.member_digest = ${memberDigestSql('s.member_id')}
     where s.member_id is not null and e.erased_at > now() - make_interval(secs => ?)`,
    [window],
  );
  for (const { member_id, keep_posts } of found) {
    await orm.em.fork().transactional((em) => erase(em, member_id, keep_posts));
  }
  return { erased: found.length, forgotten: forgotten.affectedRows };
}

/** Runs `sweepErasedMembers` now and then in every service process that erases members (the Kit starts it). */
export class ErasureSweeper {
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly erase: EraseMember,
    private readonly options: ErasureSweepOptions,
    private readonly moreSources: readonly string[],
    private readonly log: Logger,
  ) {}

  start(): void {
    const run = () => {
      this.running = sweepErasedMembers(this.orm, this.erase, this.options, this.moreSources)
        .then((swept) => {
          if (swept.erased > 0) this.log.warn({ erased: swept.erased }, 'erased rows written for deleted members after their deletion');
          if (swept.forgotten > 0) this.log.info({ forgotten: swept.forgotten }, 'forgot tombstones of deleted members past retention');
        })
        .catch((error: unknown) => this.log.warn({ err: error }, 'sweeping deleted members failed; will retry'));
    };
    // Jitter spreads replicas; each sweep is idempotent, so two at once only repeat work.
    this.timer = setInterval(run, this.options.ERASURE_SWEEP_INTERVAL_MS * (0.9 + Math.random() * 0.2));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
