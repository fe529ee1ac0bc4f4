import { z } from 'zod';
import { email, multilineText, newPassword, personName, text } from '../shared/fields';
import { userTypes } from './domain';

export const SignUpBodySchema = z.object({
  email,
  password: newPassword('password'),
  firstName: personName('firstName'),
  lastName: personName('lastName'),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SignInBodySchema = z.object({
  email,
  password: text('password').min(1, 'password is required').max(200, 'password must be at most 200 characters'),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** Asks for the confirmation link again (same answer for any address). */
export const EmailBodySchema = z.object({ email });
export type EmailBody = z.infer<typeof EmailBodySchema>;

/** A new password chosen through a reset link. */
export const ResetPasswordBodySchema = z.object({
  token: text('token').min(1, 'token is required').max(200, 'token must be at most 200 characters'),
  password: SignUpBodySchema.shape.password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/**
 * Finishes a sign-up from the page its mailed link opens (`POST /api/auth/confirm`). The
 * password typed there is the account's: whoever can read the mail chooses it, so a stranger
 * who signed the address up first never holds a password that works.
 */
export const ConfirmEmailBodySchema = z.object({
  token: ResetPasswordBodySchema.shape.token,
  password: SignUpBodySchema.shape.password,
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBodySchema>;

/** A finished sign-up: the browser is signed in and goes to `next` (a same-site path, with a welcome). */
export const ConfirmedSchema = z.object({ next: z.string() });
export type Confirmed = z.infer<typeof ConfirmedSchema>;

/** What sign-up, resend and forgot-password answer, whatever the address: nothing about who is a member. */
export const AcceptedSchema = z.object({ message: z.string() });
export type Accepted = z.infer<typeof AcceptedSchema>;

export const UserTypeBodySchema = z.object({
  userType: z.enum(userTypes, { error: `userType must be one of: ${userTypes.join(', ')}` }),
});
export type UserTypeBody = z.infer<typeof UserTypeBodySchema>;

export const WaitlistBodySchema = z.object({
  name: personName('name'),
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
  name: personName('name'),
  email,
  subject: z.enum(contactSubjects, {
    error: `subject must be one of: ${contactSubjects.join(', ')}`,
  }),
  message: multilineText('message')
    .min(1, 'message is required')
    .max(5000, 'message must be at most 5000 characters'),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

/** One of a member's sessions as they see it (`GET /api/auth/sessions`). */
export const SessionSummarySchema = z.object({
  /** Not the cookie: a hash of it, which cannot be used to sign in. */
  id: z.string(),
  userAgent: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** Ways to sign in besides email and password (`GET /api/auth/providers`). */
export const SignInProvidersSchema = z.object({ oidc: z.object({ label: z.string(), start: z.string() }).nullable() });
export type SignInProviders = z.infer<typeof SignInProvidersSchema>;
