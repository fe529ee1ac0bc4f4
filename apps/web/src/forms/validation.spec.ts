import { ContactFormSchema, contactMessages } from '../contact/contact-form';
import { SignInFormSchema, SignUpFormSchema, signInMessages } from '../sign-in/sign-in-form';
import { WaitlistFormSchema, waitlistFailureMessage, waitlistMessages } from '../waitlist/waitlist-form';
import { emailField, messages } from './validation';
import type { z } from 'zod';

/** Each field's first message, as the form shows it. */
function errorsOf(schema: z.ZodType, draft: object): Record<string, string> {
  const result = schema.safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('email', () => {
  it('asks for an address, then for a valid one', () => {
    const problem = (value: string) => emailField.safeParse(value).error?.issues[0]?.message;
    expect(problem('')).toBe(messages.emailMissing);
    expect(problem('ada@')).toBe(messages.emailInvalid);
    expect(problem('ada@example')).toBe(messages.emailInvalid);
    expect(problem(' ada@example.com ')).toBeUndefined();
  });
});

describe('contact form (spec §5)', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'Hello' };

  it('requires all four fields', () => {
    expect(errorsOf(ContactFormSchema, { name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: contactMessages.name,
      email: messages.emailMissing,
      subject: contactMessages.subject,
      message: contactMessages.message,
    });
  });
  it('accepts only a subject from the list', () => {
    expect(errorsOf(ContactFormSchema, { ...valid, subject: 'sales' }).subject).toBe(contactMessages.subject);
  });
  it('builds a trimmed body when valid', () => {
    expect(ContactFormSchema.parse({ ...valid, name: ' Ada ', message: ' Hello ' })).toEqual(valid);
  });
});

describe('waitlist form', () => {
  it('requires a name and a valid email; the role is optional', () => {
    expect(errorsOf(WaitlistFormSchema, { name: '', email: 'x', role: '' })).toEqual({
      name: waitlistMessages.name,
      email: messages.emailInvalid,
    });
    expect(WaitlistFormSchema.parse({ name: 'Ada', email: 'ada@example.com', role: '' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(WaitlistFormSchema.parse({ name: 'Ada', email: 'ada@example.com', role: 'clinic' }).role).toBe('clinic');
  });
  it("shows the server's words, else the generic failure", () => {
    expect(waitlistFailureMessage('email must be a valid email address')).toBe('email must be a valid email address');
    expect(waitlistFailureMessage('')).toBe('Failed to submit form. Please try again.');
    expect(waitlistFailureMessage(undefined)).toBe('Failed to submit form. Please try again.');
  });
});

describe('sign in and sign up', () => {
  it('needs an email and a password to sign in', () => {
    expect(errorsOf(SignInFormSchema, { email: '', password: '' })).toEqual({
      email: messages.emailMissing,
      password: signInMessages.password,
    });
  });
  it('needs names and a password of at least 10 characters to sign up', () => {
    expect(errorsOf(SignUpFormSchema, { firstName: '', lastName: '', email: 'a@b.co', password: '123456789' })).toEqual({
      firstName: signInMessages.firstName,
      lastName: signInMessages.lastName,
      password: signInMessages.newPassword,
    });
    expect(errorsOf(SignUpFormSchema, { firstName: 'A', lastName: 'B', email: 'a@b.co', password: '1234567890' }).password).toBeUndefined();
  });
  it('trims names and email but never the password', () => {
    expect(SignUpFormSchema.parse({ firstName: ' Ada ', lastName: ' L ', email: ' a@b.co ', password: ' secret pass ' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.co',
      password: ' secret pass ',
    });
  });
});
