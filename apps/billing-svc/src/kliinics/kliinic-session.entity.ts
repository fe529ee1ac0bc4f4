import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { TopicMaterial } from '@kiin/contracts';

/** One kliinic in the programme. Times are instants; the Sydney clock is derived for display. */
@Entity({ tableName: 'kliinic_session' })
export class KliinicSessionRecord {
  [OptionalProps]?: 'durationMinutes' | 'capacity' | 'meetingUrl' | 'recordingUrl' | 'materials' | 'topicEventId' | 'cancelledAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  @Property({ type: 'integer' })
  durationMinutes = 90;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  leader!: string;

  @Property({ type: 'text' })
  guest!: string;

  @Property({ type: 'integer' })
  capacity = 100;

  @Property({ type: 'text', nullable: true })
  meetingUrl: string | null = null;

  @Property({ type: 'text', nullable: true })
  recordingUrl: string | null = null;

  /**
   * What the library suggests reading beforehand, for the session's current title and
   * description; null until it has answered (then the mails carry the description alone).
   */
  @Property({ type: 'json', nullable: true })
  materials: TopicMaterial[] | null = null;

  /** The `kliinic.session-scheduled.v1` event that announced the current words: the answer to it is the one kept. */
  @Property({ type: 'uuid', nullable: true })
  topicEventId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

export const sessionEnd = (s: KliinicSessionRecord): Date => new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);
