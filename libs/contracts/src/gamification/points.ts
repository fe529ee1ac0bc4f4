import { sydneyTimeZone } from '../shared/sydney-time';

/**
 * Points rules (gamification-svc applies them; the web app explains them on the profile's
 * achievements tab, from `pointsRuleLines`).
 *
 * - A first completion of an item earns 10 points; completing it again earns nothing.
 * - Starting a discussion and commenting earn points up to a daily cap per activity, so that
 *   posting many short comments does not pay.
 * - A post that moderation hides or deletes loses the points it earned.
 * - There are no streaks: a missed day never costs anything.
 */
export const pointsRules = {
  welcome: 5,
  contentCompleted: 10,
  discussionCreated: 5,
  commentCreated: 2,
  /** Once per question, when an expert's answer to it is published in the public Q&A (ADR 28). */
  kiinboxQuestionPublished: 5,
} as const;

/** Activities with a daily cap, and how many of them earn points in one day. */
export const dailyPointsCaps = {
  discussionCreated: 3,
  commentCreated: 10,
} as const;
export type CappedActivity = keyof typeof dailyPointsCaps;

/** The day a cap counts in: members are mainly in Australia, so Sydney's calendar day. */
export const pointsDayTimeZone = sydneyTimeZone;

/** Whether one more award of a capped activity still earns points today. */
export const withinDailyCap = (activity: CappedActivity, alreadyAwardedToday: number): boolean =>
  alreadyAwardedToday < dailyPointsCaps[activity];

/** The rules as members read them (achievements tab). */
export const pointsRuleLines: readonly string[] = [
  `Joining Kiin: ${pointsRules.welcome} points.`,
  `Completing a library item for the first time: ${pointsRules.contentCompleted} points (completing it again earns nothing).`,
  `Starting a discussion: ${pointsRules.discussionCreated} points, for up to ${dailyPointsCaps.discussionCreated} discussions a day.`,
  `Commenting: ${pointsRules.commentCreated} points, for up to ${dailyPointsCaps.commentCreated} comments a day.`,
  `A question to the experts that you let us publish, once it is answered and published: ${pointsRules.kiinboxQuestionPublished} points.`,
  'A post that is hidden or removed by moderation loses the points it earned.',
  'There are no streaks: taking a day off never costs you points.',
  'A badge, once earned, is yours to keep.',
];
