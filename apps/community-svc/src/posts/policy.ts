import { communityMessages, type ReviewReason, type WatchedPhraseAction } from '@kiin/contracts';

/**
 * New members (ADR 0013): their first posts are held until a moderator has approved this
 * many, and in the first day after their first post they may publish only a few an hour.
 */
export const newMemberRules = { heldUntilApproved: 2, firstDayHours: 24, postsPerHourFirstDay: 3 } as const;

export interface PostingFacts {
  /** Moderators and admins are never held or limited. */
  isStaff: boolean;
  approvedPosts: number;
  /** When the member first posted in the community; null for a first post. */
  firstPostAt: Date | null;
  /** Posts (any status) the member made in the last hour. */
  postsLastHour: number;
  now: Date;
  watched: WatchedPhraseAction | null;
  crisis: boolean;
}

export type PostingDecision =
  | { kind: 'blocked'; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'accepted'; status: 'published' | 'held'; notice: string | null; review: ReviewReason[]; priority: boolean };

/**
 * What happens to a new post. A post that tells of danger is never refused: it goes to the
 * front of the moderation queue and its author sees the crisis card at once. One that also
 * uses blocked wording, or comes past the new-member hourly limit (which counts every post,
 * crisis or not), is held for a moderator instead of refused.
 */
export function decidePosting(f: PostingFacts): PostingDecision {
  if (f.watched === 'block' && !f.crisis) return { kind: 'blocked', message: communityMessages.blocked };
  const firstDay =
    !f.isStaff &&
    (f.firstPostAt === null || f.now.getTime() - f.firstPostAt.getTime() < newMemberRules.firstDayHours * 3_600_000);
  const overLimit = firstDay && f.postsLastHour >= newMemberRules.postsPerHourFirstDay;
  if (overLimit && !f.crisis) {
    return { kind: 'rate-limited', message: communityMessages.slowDown(newMemberRules.postsPerHourFirstDay) };
  }
  const review: ReviewReason[] = [];
  if (f.crisis) review.push('crisis');
  const newMember = !f.isStaff && f.approvedPosts < newMemberRules.heldUntilApproved;
  if (newMember) review.push('new-member');
  if (f.watched !== null) review.push('watched-phrase');
  const held = newMember || overLimit || f.watched === 'hold' || f.watched === 'block';
  return {
    kind: 'accepted',
    status: held ? 'held' : 'published',
    notice: !held ? null : newMember ? communityMessages.heldFirstPosts : communityMessages.heldByPhrase,
    review,
    priority: f.crisis,
  };
}
