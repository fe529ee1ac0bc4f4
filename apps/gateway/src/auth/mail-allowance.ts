import type { RateLimiter } from './rate-limiter';

/** Mails of one kind to one address a day, whoever asks for them. */
export const MAILS_PER_RECIPIENT_PER_DAY = 5;

/**
 * What a stranger can have mailed to an address, each kind with an allowance of its own:
 * sign-up (a confirmation link, or a note that the address has an account) and a new link
 * count together; password resets apart, so no number of those can keep a reset from arriving.
 */
export type MailKind = 'sign-up' | 'reset';

/**
 * Asks for a mail to `email` within today's allowance for `kind`. A request that sends
 * nothing (no such sign-up waiting, no account, a service that never took it) gives its
 * share back, so asking for nothing cannot use up what the owner needs.
 */
export async function mailWithinAllowance(limiter: RateLimiter, kind: MailKind, email: string, send: () => Promise<{ mailed: boolean }>): Promise<void> {
  const bucket = `mail:${kind}`;
  const recipient = email.toLowerCase();
  if (!(await limiter.consume(bucket, recipient, MAILS_PER_RECIPIENT_PER_DAY, 24 * 3600))) return;
  let mailed = false;
  try {
    ({ mailed } = await send());
  } finally {
    if (!mailed) await limiter.refund(bucket, recipient);
  }
}
