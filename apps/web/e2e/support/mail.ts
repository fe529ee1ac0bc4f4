import { type CaughtMail, waitForCaughtMails } from '@kiin/testing/e2e';

export type { CaughtMail };

/**
 * Waits until the catcher holds at least `count` mails that satisfy `match` (mail goes
 * out through a queue, so it arrives a moment after the request).
 */
export function waitForMails(match: (mail: CaughtMail) => boolean, count: number, timeoutMs = 30_000): Promise<CaughtMail[]> {
  return waitForCaughtMails(match, count, timeoutMs);
}

export function mentions(mail: CaughtMail, text: string): boolean {
  const haystack = JSON.stringify(mail).toLowerCase();
  return haystack.includes(text.toLowerCase());
}

/** The first link in a mail's text to `path` on this site, as an absolute URL on the tested product. */
export function linkIn(mail: CaughtMail, path: string, base: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s/]+(${escaped}[^\\s<>"]*)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return `${base}${match[1]}`;
}
