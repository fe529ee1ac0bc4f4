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
  /** A kiinbox question used crisis language: to every moderator, at once. It is held, not published. */
  'community.kiinbox-crisis-review': z.object({
    queueLink: z.url(),
  }),
  /**
   * The member's kiinbox question has an answer: only a link to read it (signed in). Neither the
   * question nor the answer, which may tell of the member's or their person's health.
   */
  'community.kiinbox-answered': z.object({
    questionsLink: z.url(),
    inSession: z.boolean(),
  }),
} as const;
export type CommunityMailName = keyof typeof communityMail;
