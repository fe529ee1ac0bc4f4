import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  [OptionalProps]?: 'createdAt';

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

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
