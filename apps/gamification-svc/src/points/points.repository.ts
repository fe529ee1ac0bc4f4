import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { pointsDayTimeZone } from '@kiin/contracts';
import { PointsAward, UserPoints } from './points-award.entity';

/** A new ledger line, as `insertAward` writes it. */
export interface AwardLine {
  id: string;
  userId: string;
  awardKey: string;
  points: number;
  reason: string;
  sourceEventId: string;
  activity: string | null;
  occurredAt: string;
}

/** The points ledger and the running total. Every write runs in the consumer's transaction (`em`). */
@Injectable()
export class PointsRepository {
  constructor(private readonly orm: MikroORM) {}

  async findTotal(userId: string): Promise<number | undefined> {
    const row = await this.orm.em.fork().findOne(UserPoints, { userId });
    return row?.total;
  }

  /** SQL: an advisory lock has no ORM form. Held until the transaction ends. */
  async lockMember(em: EntityManager, userId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`points:${userId}`]);
  }

  /** The points the line with `awardKey` gave, if there is one. */
  async findAwardedPoints(em: EntityManager, awardKey: string): Promise<number | undefined> {
    const line = await em.findOne(PointsAward, { awardKey }, { fields: ['points'] });
    return line?.points;
  }

  async hasAward(em: EntityManager, awardKey: string): Promise<boolean> {
    return (await em.count(PointsAward, { awardKey })) > 0;
  }

  /** SQL: an aggregate over the event's calendar day, computed in the points time zone. */
  async countOnActivityDay(em: EntityManager, userId: string, activity: string, occurredAt: string, exceptAwardKey: string): Promise<number> {
    const [row] = await em.execute<{ n: string }[]>(
      `select count(*) as n from points_award
         where user_id = ? and activity = ? and activity_day = (?::timestamptz at time zone ?)::date and award_key <> ?`,
      [userId, activity, occurredAt, pointsDayTimeZone, exceptAwardKey],
    );
    return Number(row.n);
  }

  /** SQL: `on conflict do nothing` makes a repeated award key a no-op. False when the line already existed. */
  async insertAward(em: EntityManager, line: AwardLine): Promise<boolean> {
    const inserted = await em.execute<{ id: string }[]>(
      `insert into points_award (id, user_id, award_key, points, reason, source_event_id, activity, activity_day, created_at)
       values (?, ?, ?, ?, ?, ?, ?, (?::timestamptz at time zone ?)::date, clock_timestamp())
       on conflict (award_key) do nothing returning id`,
      [line.id, line.userId, line.awardKey, line.points, line.reason, line.sourceEventId, line.activity, line.occurredAt, pointsDayTimeZone],
    );
    return inserted.length > 0;
  }

  /** SQL: an upsert that adds to the stored total in one statement. Returns the new total. */
  async addToTotal(em: EntityManager, userId: string, points: number): Promise<number> {
    const [row] = await em.execute<{ total: number }[]>(
      `insert into user_points (user_id, total) values (?, ?)
       on conflict (user_id) do update set total = user_points.total + excluded.total returning total`,
      [userId, points],
    );
    return row.total;
  }
}
