import { Entity, PrimaryKey } from '@mikro-orm/core';

/** Projection of each member's saved conditions, kept from content-svc events (coach context). */
@Entity({ tableName: 'member_condition' })
export class MemberCondition {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'uuid' })
  conditionId!: string;
}
