import { z } from 'zod';
import { UserTypeSchema } from './domain';

/**
 * Request bodies of the public API. The gateway validates every body against these, and
 * the web app builds its requests from the same types, so the two cannot drift.
 */

const email = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ error: 'email must be a valid email address' }));

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

export const SignUpBodySchema = z.object({
  email,
  password: z
    .string({ error: 'password is required' })
    .min(10, 'password must be at least 10 characters')
    .max(200, 'password must be at most 200 characters'),
  firstName: name('firstName'),
  lastName: name('lastName'),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.object({
  email,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const ContentIdBodySchema = z.object({
  contentId: z.uuid({ error: 'contentId must be a content id (a UUID)' }),
});
export type ContentIdBody = z.infer<typeof ContentIdBodySchema>;

export const ConditionIdBodySchema = z.object({
  conditionId: z.uuid({ error: 'conditionId must be a condition id (a UUID)' }),
});
export type ConditionIdBody = z.infer<typeof ConditionIdBodySchema>;

export const UserTypeBodySchema = z.object({ userType: UserTypeSchema });
export type UserTypeBody = z.infer<typeof UserTypeBodySchema>;

export const WaitlistBodySchema = z.object({
  name: name('name'),
  email,
  role: z.string().trim().max(50, 'role must be at most 50 characters').optional(),
});
export type WaitlistBody = z.infer<typeof WaitlistBodySchema>;

export const contactSubjects = [
  'general',
  'support',
  'kliinics',
  'membership',
  'feedback',
  'partnership',
  'other',
] as const;

export const ContactBodySchema = z.object({
  name: name('name'),
  email,
  subject: z.enum(contactSubjects, {
    error: `subject must be one of: ${contactSubjects.join(', ')}`,
  }),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(5000, 'message must be at most 5000 characters'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

/** Path parameter: an id that must be a UUID. */
export const UuidParamSchema = z.uuid();
