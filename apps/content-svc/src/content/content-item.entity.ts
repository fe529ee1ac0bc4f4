import { Collection, Entity, ManyToMany, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { ContentType, Source } from '@kiin/contracts';
import { Condition } from '../conditions/condition.entity';

@Entity({ tableName: 'content_item' })
export class ContentItem {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Stable editorial id; seeds upsert by it. */
  @Property({ type: 'text', unique: true })
  slug!: string;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'text' })
  type!: ContentType;

  @Property({ type: 'boolean' })
  isPremium!: boolean;

  @Property({ type: 'integer', nullable: true })
  duration!: number | null;

  @Property({ type: 'text', nullable: true })
  imageUrl!: string | null;

  @Property({ type: 'text', nullable: true })
  contentUrl!: string | null;

  /** Markdown, for articles Kiin publishes itself. */
  @Property({ type: 'text', nullable: true, lazy: false })
  body!: string | null;

  @Property({ type: 'text', nullable: true })
  reviewedBy!: string | null;

  @Property({ type: 'date', nullable: true })
  reviewedAt!: string | null;

  @Property({ type: 'json' })
  sources!: Source[];

  @ManyToMany({ entity: () => Condition, pivotTable: 'content_condition', joinColumn: 'content_id', inverseJoinColumn: 'condition_id', owner: true })
  conditions = new Collection<Condition>(this);

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
