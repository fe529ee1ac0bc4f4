import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One line of the points ledger. `awardKey` makes an award happen at most once. */
@Entity({ tableName: 'points_award' })
export class PointsAward {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', index: true })
  userId!: string;

  @Property({ type: 'text', unique: true })
  awardKey!: string;

  @Property({ type: 'integer' })
  points!: number;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'uuid' })
  sourceEventId!: string;

  /** The capped activity this line counts towards (null for uncapped ones). */
  @Property({ type: 'text', nullable: true })
  activity?: string | null;

  /** The Sydney calendar day of the event that earned it (for the daily caps). */
  @Property({ type: 'date', nullable: true })
  activityDay?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/** Running total per user, kept in the same transaction as the ledger line. */
@Entity({ tableName: 'user_points' })
export class UserPoints {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'integer' })
  total = 0;
}
