import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';
import { CommunityPrivacyRepository, memberViewersSql } from './privacy.repository';

/** What a removed comment says in place of its text, so the thread around it still reads. */
export const removedCommentText = 'This comment was removed when its author left Kiin.';

/** What community-svc holds about a member: their posts, the flags they raised, notices to them and their questions to the experts. */
@Injectable()
export class CommunityPrivacyService implements MemberDataPrivacy<'community.export-user'> {
  /** A member's discussion views are kept under a text key, where the erasure sweep would not look. */
  readonly alsoFindMembersIn = [memberViewersSql];

  constructor(
    private readonly orm: MikroORM,
    private readonly stored: CommunityPrivacyRepository,
  ) {}

  export(actor: Actor): Promise<UserExport['community']> {
    return this.stored.exportOf(this.orm.em.fork(), actor.userId);
  }

  /**
   * Kept posts (the member chose) stay where they are, from a former member. Otherwise the
   * discussions they started go, with their threads, and their comments elsewhere lose their
   * text and author: the conversation around them still reads, and nothing of theirs is left.
   * Their kiinbox questions go too, but for published ones when they kept their posts.
   */
  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId, keepPosts } = event.payload;
    if (!keepPosts) {
      const ids = await this.stored.findPostIdsOf(em, userId);
      if (ids.length > 0) await this.stored.deleteModerationOf(em, ids);
      await this.stored.deleteDiscussionsOf(em, userId);
      await this.stored.replaceCommentsOf(em, userId, removedCommentText, `<p>${removedCommentText}</p>`);
    }
    await this.stored.forgetMember(em, userId);
    await this.stored.forgetQuestionsOf(em, userId, keepPosts);
    await forgetOutboxOf(em, userId);
  }
}
