import { kliinicNotesJobId, kliinicNotesTexts, sydneyFormat } from '@kiin/contracts';
import { type JobQueues, logger, recordEvent } from '@kiin/service-kit';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type NotesRow, selectNotes } from './notes.rows';
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
    private readonly jobs: JobQueues,
    private readonly origin: string,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  /** The fan-out: one mail job per ticket holder still to be sent (stable ids). */
  async fanOut(sessionId: string): Promise<number> {
    const em = this.em();
    const pending = await em.execute<{ user_id: string }[]>(
      `select user_id from kliinic_notes_delivery where session_id = ? and status = 'pending' order by user_id`,
      [sessionId],
    );
    for (const { user_id } of pending) {
      await this.jobs.add('kliinic-notes.mail', { sessionId, userId: user_id }, kliinicNotesJobId.mail(sessionId, user_id));
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
    const [delivery] = await em.execute<{ status: string }[]>('select status from kliinic_notes_delivery where session_id = ? and user_id = ?', [
      sessionId,
      userId,
    ]);
    if (!delivery || delivery.status === 'sent') return 'already';
    const [row] = await em.execute<NotesRow[]>(`${selectNotes} where n.session_id = ? and n.status in ('approved', 'sent')`, [sessionId]);
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
      const updated = await tx.execute<{ user_id: string }[]>(
        `update kliinic_notes_delivery set status = 'sent', error = null, updated_at = now()
          where session_id = ? and user_id = ? and status <> 'sent' returning user_id`,
        [sessionId, userId],
      );
      if (updated.length > 0) recordEvent(tx, 'coach-svc', 'kliinic.notes-delivered.v1', userId, { userId, sessionId });
    });
    await this.finishIfDone(sessionId);
    return 'sent';
  }

  /** A mail that will not be retried again: the staff screen shows it as failed, with why. */
  async parkMail(sessionId: string, userId: string, error: string): Promise<void> {
    await this.em().execute(
      `update kliinic_notes_delivery set status = 'failed', error = ?, updated_at = now() where session_id = ? and user_id = ? and status <> 'sent'`,
      [error.slice(0, 500), sessionId, userId],
    );
  }

  /** When no mail is left to send: the notes are `sent` and `kliinic.notes-sent.v1` is recorded, once. */
  private async finishIfDone(sessionId: string): Promise<void> {
    await this.em().transactional(async (tx) => {
      const [row] = await tx.execute<{ status: string }[]>('select status from kliinic_notes where session_id = ? for update', [sessionId]);
      if (row?.status !== 'approved') return;
      const [{ open, sent }] = await tx.execute<{ open: number; sent: number }[]>(
        `select count(*) filter (where status <> 'sent')::int as open, count(*) filter (where status = 'sent')::int as sent
           from kliinic_notes_delivery where session_id = ?`,
        [sessionId],
      );
      if (open > 0) return;
      await tx.execute(`update kliinic_notes set status = 'sent', sent_at = now(), updated_at = now() where session_id = ?`, [sessionId]);
      recordEvent(tx, 'coach-svc', 'kliinic.notes-sent.v1', sessionId, { sessionId, recipients: sent });
      this.log.info({ sessionId, recipients: sent }, 'kliinic notes sent to every ticket holder');
    });
  }
}
