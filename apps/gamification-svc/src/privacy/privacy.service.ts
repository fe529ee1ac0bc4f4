import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';
import { GamificationPrivacyRepository } from './privacy.repository';

/** What gamification-svc holds about a member: the points ledger, the total and badges. */
@Injectable()
export class GamificationPrivacyService implements MemberDataPrivacy<'gamification.export-user'> {
  constructor(private readonly stored: GamificationPrivacyRepository) {}

  export(actor: Actor): Promise<UserExport['gamification']> {
    return this.stored.exportOf(actor.userId);
  }

  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId } = event.payload;
    await this.stored.deleteMember(em, userId);
    await forgetOutboxOf(em, userId);
  }
}
