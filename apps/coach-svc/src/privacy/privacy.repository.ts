import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A row of a member's export, as the database has it. */
export type ExportRow = Record<string, unknown>;

/** What coach-svc holds about a member, read for their export and erased when they leave. */
@Injectable()
export class CoachPrivacyRepository {
  findConsent(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>('select version, given_at from coach_consent where user_id = ?', [userId]);
  }

  findConsentHistory(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>('select action, version, at from coach_consent_event where user_id = ? order by at', [userId]);
  }

  findMessages(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>('select role, content, citations, crisis, created_at from coach_message where user_id = ? order by created_at', [userId]);
  }

  findUsage(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>('select day, messages, tokens from coach_usage where user_id = ? order by day', [userId]);
  }

  /** The kliinic notes mailed to the member. */
  findNotesSent(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>(
      `select d.session_id, r.title, r.starts_at, n.markdown, d.updated_at as sent_at
         from kliinic_notes_delivery d join kliinic_notes n on n.session_id = d.session_id
         left join kliinic_session_ref r on r.session_id = d.session_id
         where d.user_id = ? and d.status = 'sent' order by d.updated_at`,
      [userId],
    );
  }

  findCrisisCards(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>('select noticed_at, families from coach_crisis where user_id = ?', [userId]);
  }

  /** Deletes the member's rows in every table that has a `user_id`, so a table added later is erased too. */
  async erase(em: EntityManager, userId: string): Promise<void> {
    const tables = await em.execute<{ table_name: string }[]>(
      `select table_name from information_schema.columns
       where table_schema = current_schema() and column_name = 'user_id' and data_type = 'uuid'`,
    );
    for (const { table_name } of tables) await em.execute(`delete from "${table_name}" where user_id = ?`, [userId]);
  }
}
