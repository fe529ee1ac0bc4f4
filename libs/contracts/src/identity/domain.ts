import { z } from 'zod';
import type { CrisisFamily } from '../safety/cards';

export const userTypes = ['patient', 'carer', 'practitioner', 'clinic'] as const;
export const UserTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof UserTypeSchema>;
export const userTypeLabel: Record<UserType, string> = {
  patient: 'Patient',
  carer: 'Carer',
  practitioner: 'Practitioner',
  clinic: 'Clinic Admin',
};

/** A member as the web app and the API see them (spec §3). */
export const UserSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
  userType: UserTypeSchema.nullable(),
  points: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

/** What an outside identity provider's verified ID token says about a person. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * What the sender of a contact message is told: the message's reference, and the crisis card
 * when the message tells of danger (the support inbox sees it marked urgent).
 */
export interface ContactReceipt {
  id: string;
  showCrisisCard: boolean;
  crisisFamilies: CrisisFamily[];
}
