import { z } from 'zod';
import { userTypes } from './domain';

/**
 * Request bodies of the public API. The gateway validates every body against these, and
 * the web app builds its requests from the same types, so the two cannot drift.
 */

/** "x is required" when absent, "x must be text" when present with another type. */
const text = (field: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) });

const email = text('email')
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ error: 'email must be a valid email address' }));

const name = (field: string) =>
  text(field)
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

export const SignUpBodySchema = z.object({
  email,
  password: text('password')
    .min(10, 'password must be at least 10 characters')
    .max(200, 'password must be at most 200 characters'),
  firstName: name('firstName'),
  lastName: name('lastName'),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.object({
  email,
  password: text('password').min(1, 'password is required').max(200, 'password must be at most 200 characters'),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const ContentIdBodySchema = z.object({
  contentId: z.uuid({ error: (i) => (i.input === undefined ? 'contentId is required' : 'contentId must be a content id (a UUID)') }),
});
export type ContentIdBody = z.infer<typeof ContentIdBodySchema>;

export const ConditionIdBodySchema = z.object({
  conditionId: z.uuid({
    error: (i) => (i.input === undefined ? 'conditionId is required' : 'conditionId must be a condition id (a UUID)'),
  }),
});
export type ConditionIdBody = z.infer<typeof ConditionIdBodySchema>;

export const UserTypeBodySchema = z.object({
  userType: z.enum(userTypes, { error: `userType must be one of: ${userTypes.join(', ')}` }),
});
export type UserTypeBody = z.infer<typeof UserTypeBodySchema>;

export const WaitlistBodySchema = z.object({
  name: name('name'),
  email,
  role: text('role').trim().max(50, 'role must be at most 50 characters').optional(),
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
  message: text('message')
    .trim()
    .min(1, 'message is required')
    .max(5000, 'message must be at most 5000 characters'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

/** Path parameter: an id that must be a UUID. */
export const UuidParamSchema = z.uuid();
