import type { BrowserContext } from 'playwright-core';
import type { DiscussionSummary, Page, ReviewItem, StaffRole } from '@kiin/contracts';
import { allPages, grantStaffRole, vouchForMember, waitFor } from '@kiin/testing/e2e';
import { baseUrl } from './env';

/** The id of the member signed in to `context`. */
export async function memberId(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { id: string }).id;
}

/** A staff role, given with the operators' command (`npm run admin -- grant`). */
export async function grantRoleTo(context: BrowserContext, role: StaffRole): Promise<void> {
  const { email } = (await (await context.request.get(`${baseUrl}/api/auth/user`)).json()) as { email: string };
  await grantStaffRole(email, role);
  // The gateway keeps who-is-who for a second: wait until the session carries the role.
  await waitFor(async () => (await context.request.get(`${baseUrl}/api/moderation/queue`)).status() === 200, {
    timeoutMs: 10_000,
    intervalMs: 200,
    what: `the ${role} role to reach the session`,
  });
}

/** Past the new-member stage, by the moderators' command: the member's posts publish at once. */
export async function trustInCommunity(context: BrowserContext): Promise<void> {
  await vouchForMember(await memberId(context));
}

/** Starts a discussion through the API as the member of `context`; returns its id. */
export async function postDiscussion(context: BrowserContext, title: string, content: string, isPremiumOnly = false): Promise<string> {
  const res = await context.request.post(`${baseUrl}/api/discussions`, { data: { title, content, isPremiumOnly }, headers: { origin: baseUrl } });
  if (res.status() !== 201) throw new Error(`creating a discussion failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { discussion: { id: string } }).discussion.id;
}

/** Every discussion a visitor can list, following `nextCursor` page by page (optionally searched). */
export function allDiscussions(q = ''): Promise<DiscussionSummary[]> {
  return allPages(async (cursor) => {
    const search = new URLSearchParams({ limit: '50', ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) }).toString();
    const res = await fetch(`${baseUrl}/api/discussions?${search}`);
    if (!res.ok) throw new Error(`/api/discussions?${search}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Page<DiscussionSummary>;
  });
}

/** Every open review of the moderation queue, all pages, as the moderator of `context` sees it. */
export function wholeQueue(context: BrowserContext): Promise<ReviewItem[]> {
  return allPages(async (cursor) => {
    const res = await context.request.get(`${baseUrl}/api/moderation/queue?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    if (!res.ok()) throw new Error(`/api/moderation/queue: ${res.status()} ${await res.text()}`);
    return (await res.json()) as Page<ReviewItem>;
  });
}

/** Comments through the API as the member of `context`, one after another (oldest first). */
export async function postComments(context: BrowserContext, discussionId: string, contents: string[]): Promise<void> {
  for (const content of contents) {
    const res = await context.request.post(`${baseUrl}/api/discussions/${discussionId}/comments`, { data: { content }, headers: { origin: baseUrl } });
    if (res.status() !== 201) throw new Error(`commenting failed: ${res.status()} ${await res.text()}`);
  }
}
