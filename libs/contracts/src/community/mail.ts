import { z } from 'zod';

/**
 * The community's mails (sent by identity's worker, which knows the moderators' addresses).
 * No post text and no member's name: only where to look.
 */
export const communityMail = {
  /** A post used crisis language: to every moderator, at once. */
  'community.crisis-review': z.object({
    postType: z.enum(['discussion', 'comment']),
    queueLink: z.url(),
  }),
} as const;
export type CommunityMailName = keyof typeof communityMail;
