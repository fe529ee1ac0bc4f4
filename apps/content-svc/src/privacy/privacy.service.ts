import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';
import { ContentPrivacyRepository } from './privacy.repository';

/** What content-svc holds about a member: completions, saved conditions and saved support services. */
@Injectable()
export class ContentPrivacyService implements MemberDataPrivacy<'content.export-user'> {
  constructor(private readonly stored: ContentPrivacyRepository) {}

  export(actor: Actor): Promise<UserExport['content']> {
    return this.stored.exportOf(actor.userId);
  }

  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId } = event.payload;
    await this.stored.deleteMember(em, userId);
    await forgetOutboxOf(em, userId);
  }
}
