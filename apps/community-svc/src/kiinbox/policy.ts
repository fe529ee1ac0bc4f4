import { kiinboxMessages, kiinboxRules } from '@kiin/contracts';

/*
 * The fair-share rule (ADR 28), where it is enforced:
 * - Daily limit: a free member may ask `kiinboxRules.dailyQuestions.free` (2) questions a Sydney
 *   calendar day, a premium member `...premium` (10); past it, a 429 says so and when to come back.
 *   A question that tells of danger is never refused for it: it is held for a moderator.
 * - The experts' queue: premium members' questions first, then free members', each oldest first;
 *   a free member's question that has waited more than `fairShareHours` (48 h) rises above every
 *   other, so a busy premium queue can never starve free members.
 */

/** How many questions the member may ask in a Sydney day. */
export const dailyQuestionLimit = (premium: boolean): number => (premium ? kiinboxRules.dailyQuestions.premium : kiinboxRules.dailyQuestions.free);

export interface AskingFacts {
  premium: boolean;
  /** Questions the member has asked since the start of today in Sydney (any status). */
  askedToday: number;
  /** The safety check found danger in the question. */
  crisis: boolean;
}

export type AskingDecision = { kind: 'refused'; message: string } | { kind: 'accepted'; status: 'pending' | 'held' };

/** Whether the question is taken, and where it goes: a crisis question to a moderator, never to the experts first. */
export function decideAsking(f: AskingFacts): AskingDecision {
  const limit = dailyQuestionLimit(f.premium);
  if (f.askedToday >= limit && !f.crisis) return { kind: 'refused', message: kiinboxMessages.dailyLimit(limit, f.premium) };
  return { kind: 'accepted', status: f.crisis ? 'held' : 'pending' };
}

/** A question's place in the experts' queue: 0 a free question past the fair-share wait, 1 premium, 2 free. */
export type QueueRank = 0 | 1 | 2;

const fairShareMs = kiinboxRules.fairShareHours * 3_600_000;

export function queueRank(question: { premium: boolean; askedAt: Date }, now: Date): QueueRank {
  if (question.premium) return 1;
  return now.getTime() - question.askedAt.getTime() > fairShareMs ? 0 : 2;
}

/** The same rank in SQL, over a row's columns, at the database's `now()` (the queue's keyset order). */
export const queueRankSql = (premium: string, askedAt: string): string =>
  `(case when ${premium} then 1 when ${askedAt} < now() - make_interval(hours => ${kiinboxRules.fairShareHours}) then 0 else 2 end)`;

/** The queue's order: by rank, then oldest first, then id (rows asked in the same instant). */
export function inQueueOrder<Q extends { id: string; premium: boolean; askedAt: Date }>(questions: readonly Q[], now: Date): Q[] {
  return [...questions].sort(
    (a, b) =>
      queueRank(a, now) - queueRank(b, now) ||
      a.askedAt.getTime() - b.askedAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
