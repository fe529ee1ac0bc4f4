import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'waitlist_entry' })
export class WaitlistEntry {
  [OptionalProps]?: 'role' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text', nullable: true })
  role: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
