import { waitlistFailureMessage, waitlistMessages } from './waitlist-form';

describe('the waitlist form shows the server message', () => {
  it('reads the message field of a JSON error answer', () => {
    expect(waitlistFailureMessage('{"message":"email must be a valid email address"}')).toBe('email must be a valid email address');
  });

  it('falls back to the generic text when the JSON has no message', () => {
    expect(waitlistFailureMessage('{"error":"x"}')).toBe(waitlistMessages.failed);
    expect(waitlistFailureMessage('{not json')).toBe(waitlistMessages.failed);
  });
});
