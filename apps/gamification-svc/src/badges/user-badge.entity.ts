import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A badge a member earned: once per member and badge, with the award that crossed its threshold. */
@Entity({ tableName: 'user_badge' })
export class UserBadgeRow {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'text' })
  badgeId!: string;

  @Property({ type: 'timestamptz' })
  earnedAt!: Date;

  @Property({ type: 'uuid' })
  awardId!: string;
}
