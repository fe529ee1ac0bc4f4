import { z } from 'zod';
import { UserTypeSchema } from './domain';

export const identityEvents = {
  'user.registered.v1': z.object({
    userId: z.uuid(),
    userType: UserTypeSchema.nullable(),
    registeredAt: z.iso.datetime(),
  }),
  /** A contact form message was stored; the id only: the message itself stays in identity-svc. */
  'contact.received.v1': z.object({ messageId: z.uuid() }),
  /**
   * The member deleted their account: every service erases what it holds for `userId` (billing
   * keeps tax invoices stripped of it; community keeps their posts, as from a former member,
   * only when `keepPosts`).
   */
  'user.deleted.v1': z.object({ userId: z.uuid(), keepPosts: z.boolean(), deletedAt: z.iso.datetime() }),
} as const;
