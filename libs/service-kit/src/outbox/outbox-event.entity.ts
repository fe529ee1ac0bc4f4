import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Envelope } from '@kiin/contracts';

@Entity({ tableName: 'outbox' })
export class OutboxEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string;

  @Property({ type: 'text' })
  topic: string;

  @Property({ type: 'text' })
  key: string;

  @Property({ type: 'json' })
  envelope: Envelope;

  @Property({ type: 'timestamptz', fieldName: 'created_at' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', fieldName: 'sent_at', nullable: true })
  sentAt: Date | null = null;

  constructor(envelope: Envelope) {
    this.id = envelope.id;
    this.topic = envelope.type;
    this.key = envelope.key;
    this.envelope = envelope;
  }
}
