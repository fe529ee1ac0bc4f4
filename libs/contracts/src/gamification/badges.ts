import { z } from 'zod';

export const BadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pointsRequired: z.number().int().nonnegative(),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const UserBadgeSchema = z.object({
  badge: BadgeSchema,
  earnedAt: z.iso.datetime(),
});
export type UserBadge = z.infer<typeof UserBadgeSchema>;

/**
 * The seven badges, ordered by threshold. A badge is earned once, when the member's points
 * first reach `pointsRequired`; losing points later does not take it away.
 */
export const badges: readonly Badge[] = [
  { id: 'knowledge-seeker', name: 'Knowledge Seeker', description: 'Your first steps: complete a couple of library items.', pointsRequired: 25 },
  { id: 'community-contributor', name: 'Community Contributor', description: 'Learning and sharing: keep reading and join a discussion.', pointsRequired: 50 },
  { id: 'quick-learner', name: 'Quick Learner', description: 'Ten items and more: you are making learning a habit.', pointsRequired: 100 },
  { id: 'health-advocate', name: 'Health Advocate', description: 'You know your way around the healthcare system and help others do the same.', pointsRequired: 200 },
  { id: 'explorer', name: 'Explorer', description: 'Articles, videos, podcasts, courses: you have explored the whole library.', pointsRequired: 350 },
  { id: 'goal-achiever', name: 'Goal Achiever', description: 'A steady contributor who keeps coming back to learn and support.', pointsRequired: 500 },
  { id: 'all-star', name: 'All Star', description: 'One of the most engaged members of the Kiin community.', pointsRequired: 1000 },
];

export const badgeById = (id: string): Badge | undefined => badges.find((b) => b.id === id);

/** Badges whose threshold a total has reached. */
export const badgesReachedAt = (points: number, all: readonly Badge[] = badges): Badge[] =>
  all.filter((b) => points >= b.pointsRequired);

export interface NextBadge {
  /** The badge to aim for next, or null when every badge is earned or reached. */
  badge: Badge | null;
  /** The threshold below it (0 when none): progress is measured from here. */
  previousThreshold: number;
  /** Progress from the previous threshold to the next badge's, 0–100 (whole percent). */
  progress: number;
  /** Points still needed for the next badge (0 when there is none). */
  pointsToGo: number;
}

/**
 * The next badge: the lowest-threshold badge not yet earned whose `pointsRequired` exceeds
 * the member's points. Progress runs from the previous threshold (the highest below it, or 0)
 * to its threshold, clamped to 0–100 %.
 */
export function nextBadge(points: number, earnedIds: Iterable<string> = [], all: readonly Badge[] = badges): NextBadge {
  const earned = new Set(earnedIds);
  const sorted = [...all].sort((a, b) => a.pointsRequired - b.pointsRequired);
  const next = sorted.find((b) => !earned.has(b.id) && b.pointsRequired > points) ?? null;
  if (!next) return { badge: null, previousThreshold: 0, progress: 100, pointsToGo: 0 };
  const previousThreshold = sorted.filter((b) => b.pointsRequired < next.pointsRequired).reduce((max, b) => Math.max(max, b.pointsRequired), 0);
  const span = next.pointsRequired - previousThreshold;
  const raw = span <= 0 ? 100 : ((points - previousThreshold) / span) * 100;
  const progress = Math.round(Math.min(100, Math.max(0, raw)));
  return { badge: next, previousThreshold, progress, pointsToGo: Math.max(0, next.pointsRequired - points) };
}
