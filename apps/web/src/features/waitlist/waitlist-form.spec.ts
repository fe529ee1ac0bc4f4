import { messages } from '../../forms/validation';
import { errorsOf } from '../../testing/form-errors';
import { WaitlistFormSchema, waitlistFailureMessage, waitlistMessages } from './waitlist-form';

describe('the waitlist form shows the server message', () => {
  it('reads the message field of a JSON error answer', () => {
    expect(waitlistFailureMessage('{"message":"email must be a valid email address"}')).toBe('email must be a valid email address');
  });

  it('falls back to the generic text when the JSON has no message', () => {
    expect(waitlistFailureMessage('{"error":"x"}')).toBe(waitlistMessages.failed);
    expect(waitlistFailureMessage('{not json')).toBe(waitlistMessages.failed);
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
