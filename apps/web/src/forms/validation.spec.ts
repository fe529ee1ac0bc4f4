import { contactMessages, toContactBody, validateContact } from '../contact/contact-form';
import { toSignUpBody, validateSignIn, validateSignUp, signInMessages } from '../sign-in/sign-in-form';
import { toWaitlistBody, validateWaitlist, waitlistFailureMessage, waitlistMessages } from '../waitlist/waitlist-form';
import { emailError, hasErrors, messages } from './validation';

describe('email', () => {
  it('asks for an address, then for a valid one', () => {
    expect(emailError('')).toBe(messages.emailMissing);
    expect(emailError('ada@')).toBe(messages.emailInvalid);
    expect(emailError('ada@example')).toBe(messages.emailInvalid);
    expect(emailError(' ada@example.com ')).toBeUndefined();
  });
});

describe('contact form (spec §5)', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'Hello' };

  it('requires all four fields', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: contactMessages.name,
      email: messages.emailMissing,
      subject: contactMessages.subject,
      message: contactMessages.message,
    });
  });
  it('accepts only a subject from the list', () => {
    expect(validateContact({ ...valid, subject: 'sales' }).subject).toBe(contactMessages.subject);
  });
  it('builds a trimmed body when valid', () => {
    expect(hasErrors(validateContact(valid))).toBe(false);
    expect(toContactBody({ ...valid, name: ' Ada ', message: ' Hello ' })).toEqual(valid);
    expect(toContactBody({ ...valid, email: 'nope' })).toBeUndefined();
  });
});

describe('waitlist form', () => {
  it('requires a name and a valid email; the role is optional', () => {
    expect(validateWaitlist({ name: '', email: 'x', role: '' })).toEqual({
      name: waitlistMessages.name,
      email: messages.emailInvalid,
    });
    expect(toWaitlistBody({ name: 'Ada', email: 'ada@example.com', role: '' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(toWaitlistBody({ name: 'Ada', email: 'ada@example.com', role: 'clinic' })?.role).toBe('clinic');
  });
  it("shows the server's words, else the generic failure", () => {
    expect(waitlistFailureMessage('email must be a valid email address')).toBe('email must be a valid email address');
    expect(waitlistFailureMessage('')).toBe('Failed to submit form. Please try again.');
    expect(waitlistFailureMessage(undefined)).toBe('Failed to submit form. Please try again.');
  });
});

describe('sign in and sign up', () => {
  it('needs an email and a password to sign in', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: messages.emailMissing,
      password: signInMessages.password,
    });
  });
  it('needs names and a password of at least 10 characters to sign up', () => {
    const errors = validateSignUp({ firstName: '', lastName: '', email: 'a@b.co', password: '123456789' });
    expect(errors).toEqual({
      firstName: signInMessages.firstName,
      lastName: signInMessages.lastName,
      email: undefined,
      password: signInMessages.newPassword,
    });
    expect(validateSignUp({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: '1234567890' }).password).toBeUndefined();
  });
  it('trims names and email but never the password', () => {
    expect(toSignUpBody({ firstName: ' Ada ', lastName: ' L ', email: ' a@b.co ', password: ' secret pass ' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.co',
      password: ' secret pass ',
    });
  });
});
