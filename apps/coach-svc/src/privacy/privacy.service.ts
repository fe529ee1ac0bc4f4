import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';

type Row = Record<string, unknown>;

/**
 * What coach-svc holds about a member: consent and its history, the conversation, daily
 * usage, kliinic notes mailed to them, their kliinic tickets, the conditions it knows of and
 * any crisis notice. Every table whose rows belong to a
 * member (a `user_id` column) is erased, so a table added later is erased too.
 */
@Injectable()
export class CoachPrivacyService implements MemberDataPrivacy<'coach.export-user'> {
  constructor(private readonly orm: MikroORM) {}

  async export(actor: Actor): Promise<UserExport['coach']> {
    const em = this.orm.em.fork();
    const [consent, consentHistory, messages, usage, kliinicNotes, crisisCards] = await Promise.all([
      em.execute<Row[]>('select version, given_at from coach_consent where user_id = ?', [actor.userId]),
      em.execute<Row[]>('select action, version, at from coach_consent_event where user_id = ? order by at', [actor.userId]),
      em.execute<Row[]>('select role, content, citations, crisis, created_at from coach_message where user_id = ? order by created_at', [actor.userId]),
      em.execute<Row[]>('select day, messages, tokens from coach_usage where user_id = ? order by day', [actor.userId]),
      // The kliinic notes mailed to the member.
      em.execute<Row[]>(
        `select d.session_id, r.title, r.starts_at, n.markdown, d.updated_at as sent_at
         from kliinic_notes_delivery d join kliinic_notes n on n.session_id = d.session_id
         left join kliinic_session_ref r on r.session_id = d.session_id
         where d.user_id = ? and d.status = 'sent' order by d.updated_at`,
        [actor.userId],
      ),
      em.execute<Row[]>('select noticed_at, families from coach_crisis where user_id = ?', [actor.userId]),
    ]);
    return { consent, consentHistory, messages, usage, kliinicNotes, crisisCards };
  }

  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId } = event.payload;
    const tables = await em.execute<{ table_name: string }[]>(
      `select table_name from information_schema.columns
       where table_schema = current_schema() and column_name = 'user_id' and data_type = 'uuid'`,
    );
    for (const { table_name } of tables) await em.execute(`delete from "${table_name}" where user_id = ?`, [userId]);
    await forgetOutboxOf(em, userId);
  }
}
