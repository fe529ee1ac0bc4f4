import { mailUrl } from './env';

export interface CaughtMail {
  subject: string;
  text?: string;
  to: { address: string; name?: string }[];
  from?: { address: string; name?: string }[];
  replyTo?: { address: string; name?: string }[] | { address: string }[];
}

async function listMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl}/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits until the catcher holds at least `count` mails that satisfy `match` (mail goes
 * out through a queue, so it arrives a moment after the request).
 */
export async function waitForMails(
  match: (mail: CaughtMail) => boolean,
  count: number,
  timeoutMs = 30_000,
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  let found: CaughtMail[] = [];
  while (Date.now() < deadline) {
    found = (await listMails()).filter(match);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`expected ${count} matching mails within ${timeoutMs} ms, found ${found.length}`);
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
