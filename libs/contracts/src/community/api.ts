import { z } from 'zod';
import { pointsRules } from '../gamification/points';
import { multilineText, text, trimInvisible } from '../shared/fields';
import {
  commentMinLength,
  discussionMinLength,
  flagReasons,
  moderationDecisions,
  postMaxLength,
  titleMaxLength,
  watchedPhraseActions,
} from './domain';

export const communityMessages = {
  invalidFormat: 'Invalid format: Please enter a title on the first line, followed by the content',
  /** The post form's sentence (spec §5), also the server's answer to a short post. */
  tooShort: (min: number, length: number) => `Please enter at least ${min} characters (${min - length} more needed)`,
  discussionNotFound: 'Discussion not found',
  postNotFound: 'Post not found',
  titleTooLong: `title must be at most ${titleMaxLength} characters`,
  contentTooLong: `content must be at most ${postMaxLength} characters`,
  /** A watched phrase with the action `block`: said in general terms, never naming the phrase. */
  blocked:
    'Your post could not be published because it contains wording our community guidelines do not allow (for example advertising or selling medication). Please edit it and try again.',
  /** New members' hourly limit (ADR 0013). */
  slowDown: (perHour: number) =>
    `New members can publish up to ${perHour} posts an hour in their first day. Please try again a little later.`,
  heldFirstPosts:
    'Thanks for posting. As a new member, your first posts are held for review and will appear once a moderator has checked them (usually within a day).',
  heldByPhrase:
    'Thanks for posting. Your post is held for review and will appear once a moderator has checked it (usually within a day).',
  /** Said after either held notice: a held post earns its points when it is approved, not before. */
  heldPoints: (post: 'discussion' | 'comment') =>
    post === 'discussion'
      ? `The ${pointsRules.discussionCreated} points a new discussion earns arrive when a moderator approves it.`
      : `The ${pointsRules.commentCreated} points a comment earns arrive when a moderator approves it.`,
  alreadyFlagged: 'You have already flagged this post. A moderator will review it.',
  ownPost: 'You cannot flag your own post.',
  phraseExists: 'That phrase is already on the list.',
  noOpenReview: 'This post is not waiting for review.',
} as const;

/** Title and content of a new discussion: the spec's sentence when either is empty, then the minimum. */
export function discussionProblem(title: string, content: string): string | null {
  const t = trimInvisible(title);
  const c = trimInvisible(content);
  if (!t || !c) return communityMessages.invalidFormat;
  if (t.length > titleMaxLength) return communityMessages.titleTooLong;
  if (c.length > postMaxLength) return communityMessages.contentTooLong;
  const length = t.length + c.length;
  if (length < discussionMinLength) return communityMessages.tooShort(discussionMinLength, length);
  return null;
}

export function commentProblem(content: string): string | null {
  const c = trimInvisible(content);
  if (c.length > postMaxLength) return communityMessages.contentTooLong;
  if (c.length < commentMinLength) return communityMessages.tooShort(commentMinLength, c.length);
  return null;
}

/**
 * How the web form splits what a member typed: the first line is the title, the rest the
 * content (spec §5).
 */
export function splitDiscussionText(value: string): { title: string; content: string } {
  const [first = '', ...rest] = value.replace(/\r\n?/g, '\n').split('\n');
  return { title: trimInvisible(first), content: trimInvisible(rest.join('\n')) };
}

export const CreateDiscussionBodySchema = z
  .object({
    title: text('title').overwrite(trimInvisible),
    content: multilineText('content'),
    isPremiumOnly: z.boolean({ error: 'isPremiumOnly must be true or false' }).default(false),
  })
  .superRefine((body, ctx) => {
    const problem = discussionProblem(body.title, body.content);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type CreateDiscussionBody = z.infer<typeof CreateDiscussionBodySchema>;

export const CreateCommentBodySchema = z
  .object({ content: multilineText('content') })
  .superRefine((body, ctx) => {
    const problem = commentProblem(body.content);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;

export const FlagBodySchema = z.object({
  reason: z.enum(flagReasons, { error: `reason must be one of: ${flagReasons.join(', ')}` }),
  note: multilineText('note').max(1000, 'note must be at most 1000 characters').optional(),
});
export type FlagBody = z.infer<typeof FlagBodySchema>;

export const DecideBodySchema = z.object({
  decision: z.enum(moderationDecisions, { error: `decision must be one of: ${moderationDecisions.join(', ')}` }),
  note: multilineText('note').max(1000, 'note must be at most 1000 characters').optional(),
});
export type DecideBody = z.infer<typeof DecideBodySchema>;

export const WatchedPhraseBodySchema = z.object({
  phrase: text('phrase')
    .overwrite((v) => trimInvisible(v).toLowerCase())
    .min(2, 'phrase must be at least 2 characters')
    .max(100, 'phrase must be at most 100 characters'),
  action: z.enum(watchedPhraseActions, { error: `action must be one of: ${watchedPhraseActions.join(', ')}` }),
});
export type WatchedPhraseBody = z.infer<typeof WatchedPhraseBodySchema>;

export const PostTypeParamSchema = z.enum(['discussions', 'comments'], { error: 'type must be discussions or comments' });
