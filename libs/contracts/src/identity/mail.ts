import { z } from 'zod';
import { contactSubjects } from './api';

/**
 * identity-svc's mails: each template's name and the data it is rendered from. The data is
 * what a person typed, stored as typed; the mail layer escapes it when it renders.
 */
export const identityMail = {
  /** The contact form's message, to the support inbox (reply goes to the sender). */
  'contact.to-support': z.object({
    messageId: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.enum(contactSubjects),
    message: z.string(),
    /** The message tells of danger: the mail is marked urgent and names the card the sender was shown. */
    crisisFamilies: z.array(z.string()).optional(),
  }),
  /**
   * The acknowledgement to the address the contact form gave: anyone's address, so nothing in
   * it is the sender's (not their name, not their words).
   */
  'contact.acknowledgement': z.object({
    /** The crisis card as plain text when the message told of danger; null otherwise. */
    crisisCard: z.string().nullable().optional(),
  }),
  /** The link that finishes creating an account (single use, 24 hours). */
  'account.confirm': z.object({ link: z.url() }),
  /** To the owner of an address someone tried to create a second account with. */
  'account.exists': z.object({ signInLink: z.url(), resetLink: z.url() }),
  /** A link to choose a new password (single use, 30 minutes). */
  'account.reset': z.object({ link: z.url() }),
  /** To the address of an account just deleted: what went, and what was kept if the member chose to. */
  'account.deleted': z.object({
    /** `27 November 2026` on the Sydney clock. */
    deletedOn: z.string().min(1).max(60),
    keptPosts: z.boolean(),
    siteLink: z.url(),
  }),
} as const;
export type IdentityMailName = keyof typeof identityMail;
