import { kliinicNotesJobId, kliinicNotesTexts, sydneyFormat } from '@kiin/contracts';
import { type JobQueues, logger, recordEvent } from '@kiin/service-kit';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { NotesRepository } from './notes.repository';
import { linkedItems } from './summariser';

/** The session's date as a person reads it (Sydney time). */
export const sessionDate = (startsAt: Date): string =>
  sydneyFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt);

/**
 * Approved notes out to their ticket holders: one mail per holder (worker jobs with stable ids),
 * each recorded as `kliinic.notes-delivered.v1`, and `kliinic.notes-sent.v1` once all are sent.
 * The mail goes through identity's `email` queue, which alone knows the member's address.
 */
export class NotesDelivery {
  private readonly log = logger();

  constructor(
    private readonly orm: MikroORM,
    private readonly notes: NotesRepository,
    private readonly jobs: JobQueues,
    private readonly origin: string,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  /** The fan-out: one mail job per ticket holder still to be sent (stable ids). */
  async fanOut(sessionId: string): Promise<number> {
    const pending = await this.notes.findPendingRecipients(this.em(), sessionId);
    for (const userId of pending) {
      await this.jobs.add('kliinic-notes.mail', { sessionId, userId }, kliinicNotesJobId.mail(sessionId, userId));
    }
    await this.finishIfDone(sessionId);
    return pending.length;
  }

  /**
   * One member's notes mail: queued on identity's `email` queue with the same stable id, then
   * recorded as sent once identity's worker has delivered it. Run again after a crash, it finds
   * the mail job (or the `sent` row) and sends nothing twice.
   */
  async mail(sessionId: string, userId: string, waitMs: number): Promise<'sent' | 'already'> {
    const em = this.em();
    const delivery = await this.notes.findDeliveryStatus(em, sessionId, userId);
    if (!delivery || delivery === 'sent') return 'already';
    const row = await this.notes.findApprovedNotes(em, sessionId);
    if (!row) return 'already';
    const jobId = kliinicNotesJobId.mail(sessionId, userId);
    await this.jobs.add(
      'email.send',
      {
        toUserId: userId,
        template: 'kliinic.notes',
        data: {
          sessionTitle: row.title,
          sessionDate: sessionDate(new Date(row.starts_at)),
          markdown: row.markdown,
          resources: linkedItems(row.markdown, row.library, this.origin),
          kliinicsLink: `${this.origin}/member/kliinics`,
          disclaimer: kliinicNotesTexts.disclaimer,
        },
      },
      jobId,
    );
    await this.jobs.waitUntilFinished('email.send', jobId, waitMs);
    await em.transactional(async (tx) => {
      if (await this.notes.markDelivered(tx, sessionId, userId)) recordEvent(tx, 'coach-svc', 'kliinic.notes-delivered.v1', userId, { userId, sessionId });
    });
    await this.finishIfDone(sessionId);
    return 'sent';
  }

  /** A mail that will not be retried again: the staff screen shows it as failed, with why. */
  async parkMail(sessionId: string, userId: string, error: string): Promise<void> {
    await this.notes.markDeliveryFailed(this.em(), sessionId, userId, error.slice(0, 500));
  }

  /** When no mail is left to send: the notes are `sent` and `kliinic.notes-sent.v1` is recorded, once. */
  private async finishIfDone(sessionId: string): Promise<void> {
    await this.em().transactional(async (tx) => {
      if ((await this.notes.lockStatus(tx, sessionId)) !== 'approved') return;
      const { open, sent } = await this.notes.countDeliveries(tx, sessionId);
      if (open > 0) return;
      await this.notes.markSent(tx, sessionId);
      recordEvent(tx, 'coach-svc', 'kliinic.notes-sent.v1', sessionId, { sessionId, recipients: sent });
      this.log.info({ sessionId, recipients: sent }, 'kliinic notes sent to every ticket holder');
    });
  }
}
