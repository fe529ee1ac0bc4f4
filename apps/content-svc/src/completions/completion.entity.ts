import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One user's completion of one item; a second completion changes nothing. */
@Entity({ tableName: 'completion' })
export class Completion {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'uuid' })
  contentId!: string;

  @Property({ type: 'timestamptz' })
  completedAt: Date = new Date();
}
