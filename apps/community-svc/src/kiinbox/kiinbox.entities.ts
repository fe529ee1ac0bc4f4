import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { CrisisFamily, KiinboxLibraryItem, KiinboxStatus, KiinboxTopic } from '@kiin/contracts';

/** A member's question to the experts, and what became of it (ADR 28). */
@Entity({ tableName: 'kiinbox_question' })
export class KiinboxQuestionRow {
  [OptionalProps]?:
    | 'kliinicSessionId'
    | 'kliinicSessionTitle'
    | 'kliinicSessionStartsAt'
    | 'crisisFamilies'
    | 'crisisAlerted'
    | 'askedAt'
    | 'coveredInSession'
    | 'answerMarkdown'
    | 'answerHtml'
    | 'library'
    | 'answeredInSession'
    | 'answeredBy'
    | 'answeredAt'
    | 'hiddenNote'
    | 'hiddenBy'
    | 'hiddenAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** The asker: never shown to anyone else. */
  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  topic!: KiinboxTopic;

  /** The kliinic it was asked for, with the programme's title and start when it was asked. */
  @Property({ type: 'text', nullable: true })
  kliinicSessionId: string | null = null;

  @Property({ type: 'text', nullable: true })
  kliinicSessionTitle: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  kliinicSessionStartsAt: Date | null = null;

  /** The asker let it be published, without their name, once answered. */
  @Property({ type: 'boolean' })
  publishable!: boolean;

  /** The asker was a premium member when they asked: first in the experts' queue. */
  @Property({ type: 'boolean' })
  premium!: boolean;

  @Property({ type: 'text' })
  status!: KiinboxStatus;

  @Property({ type: 'text[]' })
  crisisFamilies: CrisisFamily[] = [];

  /** Moderators were mailed about this question. */
  @Property({ type: 'boolean' })
  crisisAlerted = false;

  @Property({ type: 'timestamptz' })
  askedAt: Date = new Date();

  /** The expert will cover it in its kliinic: answered when the session's notes go out. */
  @Property({ type: 'boolean' })
  coveredInSession = false;

  @Property({ type: 'text', nullable: true })
  answerMarkdown: string | null = null;

  /** Rendered once, on the server, through the allow-list. */
  @Property({ type: 'text', nullable: true })
  answerHtml: string | null = null;

  @Property({ type: 'json' })
  library: KiinboxLibraryItem[] = [];

  @Property({ type: 'boolean' })
  answeredInSession = false;

  @Property({ type: 'uuid', nullable: true })
  answeredBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  hiddenNote: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  hiddenBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null = null;
}
