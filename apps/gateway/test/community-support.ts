import type { Comment, DiscussionSummary, Page, ReviewItem, StaffRole } from '@kiin/contracts';
import { allPages, grantStaffRole, vouchForMember } from '@kiin/testing';
import type { Client } from './support';

/** Gives a member a staff role with the operators' command (`npm run admin -- grant`). */
export function grantRole(email: string, role: StaffRole): Promise<void> {
  return grantStaffRole(email, role);
}

/** Past the new-member stage, by the moderators' command: the member's posts publish at once. */
export function trustInCommunity(userId: string): Promise<void> {
  return vouchForMember(userId);
}

/** Follows `nextCursor` from the first page to the last, checking each answer's shape on the way. */
function everyPage<T>(client: Client, path: string, search: Record<string, string>): Promise<T[]> {
  return allPages(async (cursor) => {
    const query = new URLSearchParams({ ...search, limit: '50', ...(cursor ? { cursor } : {}) }).toString();
    const res = await client.get(`${path}?${query}`);
    if (res.status !== 200) throw new Error(`${path}?${query} -> ${res.status} ${res.text}`);
    const page = res.json as Page<T>;
    if (!Array.isArray(page.items) || page.items.length > 50 || (page.nextCursor !== null && typeof page.nextCursor !== 'string')) {
      throw new Error(`${path}: not a page: ${res.text.slice(0, 200)}`);
    }
    return page;
  });
}

/** Every discussion the client may list (optionally searched or filtered), all pages. */
export const allDiscussions = (client: Client, search: Record<string, string> = {}): Promise<DiscussionSummary[]> =>
  everyPage<DiscussionSummary>(client, '/api/discussions', search);

/** Every comment of a discussion the client may see, all pages. */
export const allComments = (client: Client, discussionId: string): Promise<Comment[]> =>
  everyPage<Comment>(client, `/api/discussions/${discussionId}/comments`, {});

/** Every open review in the moderation queue, all pages, in the queue's order (moderators only). */
export const wholeQueue = (moderator: Client): Promise<ReviewItem[]> => everyPage<ReviewItem>(moderator, '/api/moderation/queue', {});
