import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { FlagReason, ModerationDecision, PostType, ReviewReason, WatchedPhraseAction } from '@kiin/contracts';

@Entity({ tableName: 'flag' })
export class FlagRow {
  [OptionalProps]?: 'note' | 'createdAt' | 'staff';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  postType!: PostType;

  @Property({ type: 'uuid' })
  postId!: string;

  @Property({ type: 'uuid' })
  reporterId!: string;

  /** The flag came from a moderator or admin: it always counts towards hiding. */
  @Property({ type: 'boolean' })
  staff = false;

  @Property({ type: 'text' })
  reason!: FlagReason;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

@Entity({ tableName: 'review' })
export class ReviewRow {
  [OptionalProps]?: 'priority' | 'openedAt' | 'resolvedAt' | 'decision' | 'note' | 'decidedBy';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  postType!: PostType;

  @Property({ type: 'uuid' })
  postId!: string;

  @Property({ type: 'uuid' })
  discussionId!: string;

  @Property({ type: 'text[]' })
  reasons!: ReviewReason[];

  @Property({ type: 'boolean' })
  priority = false;

  @Property({ type: 'timestamptz' })
  openedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  decision: ModerationDecision | null = null;

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  decidedBy: string | null = null;
}

@Entity({ tableName: 'watched_phrase' })
export class WatchedPhraseRow {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text', unique: true })
  phrase!: string;

  @Property({ type: 'text' })
  action!: WatchedPhraseAction;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}

/** How far a member has come in the community: new members' posts are held and limited. */
@Entity({ tableName: 'member_standing' })
export class MemberStanding {
  [OptionalProps]?: 'firstPostAt' | 'approvedPosts' | 'lastCrisisAlertAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'timestamptz' })
  firstPostAt: Date = new Date();

  @Property({ type: 'integer' })
  approvedPosts = 0;

  /** When moderators were last mailed about this member's crisis post. */
  @Property({ type: 'timestamptz', nullable: true })
  lastCrisisAlertAt: Date | null = null;
}

@Entity({ tableName: 'moderation_notice' })
export class NoticeRow {
  [OptionalProps]?: 'note' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  postType!: PostType;

  @Property({ type: 'uuid' })
  postId!: string;

  @Property({ type: 'uuid' })
  discussionId!: string;

  @Property({ type: 'text' })
  outcome!: ModerationDecision | 'approved';

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
