import { Client as Pg } from 'pg';
import type { Comment, DiscussionSummary, Page, StaffRole } from '@kiin/contracts';
import { grantStaffRole, testDatabase } from '@kiin/testing';
import type { Client } from './support';

async function withDb<T>(suffix: string, work: (pg: Pg) => Promise<T>): Promise<T> {
  const pg = new Pg({ connectionString: testDatabase(suffix) });
  await pg.connect();
  try {
    return await work(pg);
  } finally {
    await pg.end();
  }
}

/** Gives a member a staff role with the operators' command (`npm run admin -- grant`). */
export function grantRole(email: string, role: StaffRole): Promise<void> {
  return grantStaffRole(email, role);
}

/**
 * Marks a member as past the new-member stage (two posts approved, first post long ago), so
 * their posts publish at once, as they do for an established member.
 */
export function trustInCommunity(userId: string): Promise<void> {
  return withDb('community', async (pg) => {
    await pg.query(
      `insert into member_standing (user_id, first_post_at, approved_posts) values ($1, now() - interval '30 days', 2)
       on conflict (user_id) do update set approved_posts = 2, first_post_at = now() - interval '30 days'`,
      [userId],
    );
  });
}

/** Follows `nextCursor` from the first page to the last, checking each answer's shape on the way. */
async function everyPage<T>(client: Client, path: string, search: Record<string, string>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages === 0 || cursor; pages += 1) {
    if (pages >= 200) throw new Error(`${path}: more than 200 pages`);
    const query = new URLSearchParams({ ...search, limit: '50', ...(cursor ? { cursor } : {}) }).toString();
    const res = await client.get(`${path}?${query}`);
    if (res.status !== 200) throw new Error(`${path}?${query} -> ${res.status} ${res.text}`);
    const page = res.json as Page<T>;
    if (!Array.isArray(page.items) || page.items.length > 50 || (page.nextCursor !== null && typeof page.nextCursor !== 'string')) {
      throw new Error(`${path}: not a page: ${res.text.slice(0, 200)}`);
    }
    items.push(...page.items);
    cursor = page.nextCursor;
  }
  return items;
}

/** Every discussion the client may list (optionally searched or filtered), all pages. */
export const allDiscussions = (client: Client, search: Record<string, string> = {}): Promise<DiscussionSummary[]> =>
  everyPage<DiscussionSummary>(client, '/api/discussions', search);

/** Every comment of a discussion the client may see, all pages. */
export const allComments = (client: Client, discussionId: string): Promise<Comment[]> =>
  everyPage<Comment>(client, `/api/discussions/${discussionId}/comments`, {});
