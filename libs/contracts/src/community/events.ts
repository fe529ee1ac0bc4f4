import { z } from 'zod';

const postType = z.enum(['discussion', 'comment']);

export const communityEvents = {
  'discussion.created.v1': z.object({
    userId: z.uuid(),
    discussionId: z.uuid(),
    isPremiumOnly: z.boolean(),
  }),
  'comment.created.v1': z.object({
    userId: z.uuid(),
    discussionId: z.uuid(),
    commentId: z.uuid(),
  }),
  /** Moderation removed a published post (hidden or deleted): its points are taken back. */
  'post.hidden.v1': z.object({
    postId: z.uuid(),
    postType,
    authorId: z.uuid(),
    hiddenAt: z.iso.datetime(),
  }),
  /**
   * A moderator decided on a member's post (held, flagged or reported) and the author was given
   * a notice (which holds the moderator's words): the author's open pages are told at once.
   */
  'post.reviewed.v1': z.object({
    authorId: z.uuid(),
    noticeId: z.uuid(),
    postId: z.uuid(),
    postType,
    discussionId: z.uuid(),
    outcome: z.enum(['approved', 'keep', 'hide', 'delete']),
    reviewedAt: z.iso.datetime(),
  }),
  /**
   * A post used crisis language: moderators are told at once (identity knows who they are and
   * mails them). Ids only.
   */
  'post.crisis-flagged.v1': z.object({
    postId: z.uuid(),
    postType,
    discussionId: z.uuid(),
    flaggedAt: z.iso.datetime(),
  }),
  /**
   * A kiinbox question was answered (by an expert, or covered in its kliinic session whose notes
   * went out): the asker is told (live channel, and identity mails them a link) and, when
   * `published` (the asker let it be published), gamification awards its points, once per
   * question. Ids only (ADR 28).
   */
  'kiinbox.question-answered.v1': z.object({
    userId: z.uuid(),
    questionId: z.uuid(),
    published: z.boolean(),
    inSession: z.boolean(),
    answeredAt: z.iso.datetime(),
  }),
  /**
   * A kiinbox question told of danger: it is held for moderators, who are mailed at once (at most
   * once an hour per asker, as for posts). Ids only.
   */
  'kiinbox.question-crisis-flagged.v1': z.object({
    questionId: z.uuid(),
    flaggedAt: z.iso.datetime(),
  }),
} as const;
