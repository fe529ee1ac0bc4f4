import { z } from 'zod';
import type { CrisisFamily } from '../safety/cards';

/** The minimum lengths of spec §5 and §9: a new discussion (title and content together), a comment. */
export const discussionMinLength = 20;
export const commentMinLength = 10;
/** Upper bounds so a single post cannot fill a page (not in the spec; generous). */
export const titleMaxLength = 200;
export const postMaxLength = 20_000;

export type PostType = 'discussion' | 'comment';

/**
 * What a reader is told about who wrote a post. No other member's name or email ever leaves
 * community-svc: discussions and comments alike show `Anonymous User` (the spec's words for
 * comment authors, §2); the reader's own posts are marked as theirs.
 */
/** How another member's post is signed, discussion or comment. */
export const anonymousAuthorName = 'Anonymous User';

export interface PostAuthor {
  displayName: string;
  isYou: boolean;
}

/** Where a post stands for the one reading it (only its author and moderators see the others). */
export type PostStatus = 'published' | 'held' | 'hidden';

export interface Discussion {
  id: string;
  title: string;
  /** The markdown as written; null when withheld (premium-only for a non-premium reader). */
  content: string | null;
  /** Safe HTML rendered on the server from `content`; null when withheld. */
  contentHtml: string | null;
  isPremiumOnly: boolean;
  createdAt: string;
  views: number;
  commentCount: number;
  author: PostAuthor;
  status: PostStatus;
}

export interface Comment {
  id: string;
  discussionId: string;
  content: string;
  contentHtml: string;
  createdAt: string;
  author: PostAuthor;
  status: PostStatus;
}

/**
 * What the author is told after posting: whether the post is visible now or held for review,
 * and whether the crisis card should be shown at once.
 */
export interface PostOutcome {
  status: 'published' | 'held';
  /** Plain words for the author when held; null when published. */
  notice: string | null;
  /** The post tells of danger: show the crisis card (from contracts) at once. */
  showCrisisCard: boolean;
  /** Which card: the families of danger found (`crisisCardFor`); empty when none. */
  crisisFamilies: CrisisFamily[];
}

export interface CreatedDiscussion extends PostOutcome {
  discussion: Discussion;
}

export interface CreatedComment extends PostOutcome {
  comment: Comment;
}

export const flagReasons = ['crisis', 'misinformation', 'harassment', 'spam', 'private-information', 'other'] as const;
export type FlagReason = (typeof flagReasons)[number];
export const flagReasonLabel: Record<FlagReason, string> = {
  crisis: 'Crisis or self-harm concern',
  misinformation: 'Medical misinformation',
  harassment: 'Harassment',
  spam: 'Spam',
  'private-information': "Someone's private information",
  other: 'Other',
};

/**
 * Flags from this many different established members, counted since a moderator last
 * decided on the post, hide it until a moderator reviews it (ADR 0013). Flags from anyone
 * else still put the post in the queue.
 */
export const flagsToHide = 3;

/**
 * Who counts towards hiding a post: staff, or a member who first posted at least this many
 * days ago and has at least this many posts approved. Fresh accounts cannot hide anything.
 */
export const establishedFlagger = { daysSinceFirstPost: 3, approvedPosts: 1 } as const;

/** Moderators are mailed about crisis posts at most once per author in this many minutes. */
export const crisisAlertMinutesPerAuthor = 60;

export const moderationDecisions = ['keep', 'hide', 'delete'] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/** Why a post is waiting in the moderation queue. */
export type ReviewReason = 'crisis' | 'flags' | 'new-member' | 'watched-phrase';

export interface ReviewItem {
  id: string;
  postType: PostType;
  postId: string;
  discussionId: string;
  /** The discussion's title, for context. */
  discussionTitle: string;
  content: string;
  contentHtml: string;
  postStatus: PostStatus;
  reasons: ReviewReason[];
  /** Crisis language: at the priority end of the queue. */
  priority: boolean;
  flags: { reason: FlagReason; note: string | null; createdAt: string }[];
  openedAt: string;
}

export const watchedPhraseActions = ['block', 'hold', 'flag'] as const;
export type WatchedPhraseAction = (typeof watchedPhraseActions)[number];

export interface WatchedPhrase {
  id: string;
  phrase: string;
  action: WatchedPhraseAction;
}

/** A member's own news from moderation: what happened to a post of theirs. */
export interface ModerationNotice {
  id: string;
  postType: PostType;
  postId: string;
  discussionId: string;
  outcome: ModerationDecision | 'approved';
  note: string | null;
  createdAt: string;
}

export const PostTypeSchema = z.enum(['discussion', 'comment']);
