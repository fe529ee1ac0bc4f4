import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'condition' })
export class Condition {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text', unique: true })
  slug!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description!: string;

  /** Name of the icon the web app shows. */
  @Property({ type: 'text' })
  icon!: string;
}

@Entity({ tableName: 'saved_condition' })
export class SavedCondition {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'uuid' })
  conditionId!: string;

  @Property({ type: 'timestamptz' })
  savedAt: Date = new Date();
}
