import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { CrisisFamily } from '@kiin/contracts';

@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  [OptionalProps]?: 'createdAt' | 'crisisFamilies';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  /** The families of danger the message told of; empty for most. */
  @Property({ type: 'text[]' })
  crisisFamilies: CrisisFamily[] = [];

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
