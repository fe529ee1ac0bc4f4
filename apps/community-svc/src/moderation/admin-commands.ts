import type { EntityManager } from '@mikro-orm/postgresql';
import { establishedFlagger } from '@kiin/contracts';
import type { AdminResult } from '@kiin/service-kit/admin';
import { newMemberRules } from '../posts/policy';
import { ModerationRepository } from './moderation.repository';

/** What a vouched-for member's standing is at least: past the new-member rules, and established. */
const vouched = {
  approvedPosts: Math.max(newMemberRules.heldUntilApproved, establishedFlagger.approvedPosts),
  hoursSinceFirstPost: Math.max(newMemberRules.firstDayHours, establishedFlagger.daysSinceFirstPost * 24),
};

const usage = `Usage: npm run admin -- community vouch <member id>
  vouch  a moderator vouches for a member they know: the member counts as established (posts
         publish at once, without the first-day limit, and their flags count towards hiding a post)`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Community commands run from the command line against community's database. Members are
 * named by id (community keeps no emails); nothing is logged.
 */
export async function runCommunityCommand(em: EntityManager, args: string[]): Promise<AdminResult> {
  const [command, ...rest] = args;
  if (command !== 'vouch' || rest.length !== 1) return { ok: false, message: usage };
  const [userId] = rest;
  if (!uuid.test(userId)) return { ok: false, message: `"${userId}" is not a member id.\n${usage}` };
  await new ModerationRepository().vouch(em, userId, vouched.hoursSinceFirstPost, vouched.approvedPosts);
  return { ok: true, message: `Member ${userId} is past the new-member stage.` };
}
