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
} as const;
