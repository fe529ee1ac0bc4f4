import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type StoredStatus = 'published' | 'held' | 'hidden' | 'deleted';

@Entity({ tableName: 'discussion' })
export class DiscussionRow {
  [OptionalProps]?: 'isPremiumOnly' | 'status' | 'announced' | 'views' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  authorId!: string;

  @Property({ type: 'text' })
  title!: string;

  /** The markdown as written. */
  @Property({ type: 'text' })
  content!: string;

  /** Rendered once, on the server, through the allow-list. */
  @Property({ type: 'text' })
  contentHtml!: string;

  @Property({ type: 'boolean' })
  isPremiumOnly = false;

  @Property({ type: 'text' })
  status: StoredStatus = 'published';

  /** `discussion.created.v1` went out (the post has been visible). */
  @Property({ type: 'boolean' })
  announced = false;

  @Property({ type: 'integer' })
  views = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'comment' })
export class CommentRow {
  [OptionalProps]?: 'status' | 'announced' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  discussionId!: string;

  @Property({ type: 'uuid' })
  authorId!: string;

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text' })
  contentHtml!: string;

  @Property({ type: 'text' })
  status: StoredStatus = 'published';

  @Property({ type: 'boolean' })
  announced = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
