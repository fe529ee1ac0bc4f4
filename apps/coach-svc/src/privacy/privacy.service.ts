import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';
import { CoachPrivacyRepository } from './privacy.repository';

/**
 * What coach-svc holds about a member: consent and its history, the conversation, daily
 * usage, kliinic notes mailed to them, their kliinic tickets, the conditions it knows of and
 * any crisis notice. Every table whose rows belong to a
 * member (a `user_id` column) is erased, so a table added later is erased too.
 */
@Injectable()
export class CoachPrivacyService implements MemberDataPrivacy<'coach.export-user'> {
  constructor(
    private readonly orm: MikroORM,
    private readonly rows: CoachPrivacyRepository,
  ) {}

  async export(actor: Actor): Promise<UserExport['coach']> {
    const em = this.orm.em.fork();
    const [consent, consentHistory, messages, usage, kliinicNotes, crisisCards] = await Promise.all([
      this.rows.findConsent(em, actor.userId),
      this.rows.findConsentHistory(em, actor.userId),
      this.rows.findMessages(em, actor.userId),
      this.rows.findUsage(em, actor.userId),
      this.rows.findNotesSent(em, actor.userId),
      this.rows.findCrisisCards(em, actor.userId),
    ]);
    return { consent, consentHistory, messages, usage, kliinicNotes, crisisCards };
  }

  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId } = event.payload;
    await this.rows.erase(em, userId);
    await forgetOutboxOf(em, userId);
  }
}
