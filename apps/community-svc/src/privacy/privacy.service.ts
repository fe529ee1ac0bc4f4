import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Envelope, erasedMemberId, type EventMap, type UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';

type Row = Record<string, unknown>;

/** What a removed comment says in place of its text, so the thread around it still reads. */
export const removedCommentText = 'This comment was removed when its author left Kiin.';

/** The members a discussion view names (`member:<id>`), for the erasure sweep. */
export const memberViewersSql = `select substring(viewer_key from 8)::uuid as member_id from discussion_view
  where viewer_key ~ '^member:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

/** What community-svc holds about a member: their posts, the flags they raised and notices to them. */
@Injectable()
export class CommunityPrivacyService implements MemberDataPrivacy<'community.export-user'> {
  /** A member's discussion views are kept under a text key, where the erasure sweep would not look. */
  readonly alsoFindMembersIn = [memberViewersSql];

  constructor(private readonly orm: MikroORM) {}

  async export(actor: Actor): Promise<UserExport['community']> {
    const em = this.orm.em.fork();
    const [discussions, comments, flags, notices, standing, views] = await Promise.all([
      em.execute<Row[]>(
        'select id, title, content, is_premium_only, status, views, created_at from discussion where author_id = ? order by created_at',
        [actor.userId],
      ),
      em.execute<Row[]>('select id, discussion_id, content, status, created_at from comment where author_id = ? order by created_at', [actor.userId]),
      em.execute<Row[]>('select id, post_type, post_id, reason, note, created_at from flag where reporter_id = ? order by created_at', [actor.userId]),
      em.execute<Row[]>(
        'select id, post_type, post_id, discussion_id, outcome, note, created_at from moderation_notice where user_id = ? order by created_at',
        [actor.userId],
      ),
      em.execute<Row[]>('select first_post_at, approved_posts, last_crisis_alert_at from member_standing where user_id = ?', [actor.userId]),
      em.execute<Row[]>(
        `select v.discussion_id, d.title, v.day from discussion_view v left join discussion d on d.id = v.discussion_id
          where v.viewer_key = ? order by v.day, d.title`,
        [`member:${actor.userId}`],
      ),
    ]);
    return { discussions, comments, flags, notices, standing, views };
  }

  /**
   * Kept posts (the member chose) stay where they are, from a former member. Otherwise the
   * discussions they started go, with their threads, and their comments elsewhere lose their
   * text and author: the conversation around them still reads, and nothing of theirs is left.
   */
  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId, keepPosts } = event.payload;
    if (!keepPosts) {
      const posts = await em.execute<{ id: string }[]>(
        `select id from discussion where author_id = ?
         union all select id from comment where author_id = ?
         union all select c.id from comment c join discussion d on d.id = c.discussion_id where d.author_id = ?`,
        [userId, userId, userId],
      );
      const ids = posts.map((p) => p.id);
      if (ids.length > 0) {
        await em.execute('delete from review where post_id in (?)', [ids]);
        await em.execute('delete from flag where post_id in (?)', [ids]);
        await em.execute('delete from moderation_notice where post_id in (?)', [ids]);
      }
      await em.execute('delete from discussion where author_id = ?', [userId]);
      await em.execute('update comment set content = ?, content_html = ? where author_id = ?', [
        removedCommentText,
        `<p>${removedCommentText}</p>`,
        userId,
      ]);
    }
    await em.execute('update discussion set author_id = ? where author_id = ?', [erasedMemberId, userId]);
    await em.execute('update comment set author_id = ? where author_id = ?', [erasedMemberId, userId]);
    await em.execute('delete from flag where reporter_id = ?', [userId]);
    await em.execute('delete from moderation_notice where user_id = ?', [userId]);
    await em.execute('delete from member_standing where user_id = ?', [userId]);
    await em.execute('delete from discussion_view where viewer_key = ?', [`member:${userId}`]);
    await em.execute('update review set decided_by = null where decided_by = ?', [userId]);
    await forgetOutboxOf(em, userId);
  }
}
