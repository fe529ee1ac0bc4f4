import { waitFor } from './wait';

/** A mail as the catcher of `npm start` and `npm test` (MailDev) keeps it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  from?: { address: string; name?: string }[];
  replyTo?: { address: string; name?: string }[];
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

/** The catcher's web address, as the harness gives it. */
export const mailCatcherUrl = (process.env.KIIN_MAIL_URL ?? 'http://127.0.0.1:1080').replace(/\/$/, '');

/**
 * Every mail the catcher holds. The catcher only ever appends during a run (nothing in the
 * tests deletes, and it is not restarted), so each read asks for the mails after those already
 * seen rather than for all of them again: a run's later tests would otherwise fetch, and the
 * catcher compress, every mail of the run on each poll.
 */
const seen: CaughtMail[] = [];
/** The read under way: reads made meanwhile share it, so two never ask from the same offset. */
let reading: Promise<CaughtMail[]> | undefined;

export function caughtMails(): Promise<CaughtMail[]> {
  reading ??= (async () => {
    try {
      const res = await fetch(`${mailCatcherUrl}/email?skip=${seen.length}`);
      if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
      seen.push(...((await res.json()) as CaughtMail[]));
      return seen;
    } finally {
      reading = undefined;
    }
  })();
  return reading;
}

/** Waits until the catcher holds at least `count` mails that satisfy `match`; returns them. */
export async function waitForCaughtMails(match: (mail: CaughtMail) => boolean, count = 1, timeoutMs = 30_000): Promise<CaughtMail[]> {
  return waitFor<CaughtMail[] | undefined>(
    async () => {
      const found = (await caughtMails()).filter(match);
      return found.length >= count ? found : undefined;
    },
    { timeoutMs, intervalMs: 200, what: `${count} matching mail${count === 1 ? '' : 's'}` },
  );
}

/** Whether a mail is addressed, or replies, to `address` (case aside). */
export function addressedTo(mail: CaughtMail, address: string): boolean {
  const wanted = address.toLowerCase();
  return [...mail.to, ...(mail.replyTo ?? [])].some((r) => r.address.toLowerCase() === wanted);
}
