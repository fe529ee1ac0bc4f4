import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { erasedMemberId } from '@kiin/contracts';

/** A stored row as the export hands it over: column names as they are in the database. */
export type ExportRow = Record<string, unknown>;

/** The members a discussion view names (`member:<id>`), for the erasure sweep. */
export const memberViewersSql = `select substring(viewer_key from 8)::uuid as member_id from discussion_view
  where viewer_key ~ '^member:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

/**
 * Everything community-svc stores about one member, for the export and for erasure. Typed SQL:
 * the export lists stored columns under their own names, and erasure is bulk deletes and
 * updates across tables. Runs on the caller's `em`.
 */
@Injectable()
export class CommunityPrivacyRepository {
  async exportOf(em: EntityManager, userId: string) {
    const [discussions, comments, flags, notices, standing, views, kiinboxQuestions] = await Promise.all([
      em.execute<ExportRow[]>(
        'select id, title, content, is_premium_only, status, views, created_at from discussion where author_id = ? order by created_at',
        [userId],
      ),
      em.execute<ExportRow[]>('select id, discussion_id, content, status, created_at from comment where author_id = ? order by created_at', [userId]),
      em.execute<ExportRow[]>('select id, post_type, post_id, reason, note, created_at from flag where reporter_id = ? order by created_at', [userId]),
      em.execute<ExportRow[]>(
        'select id, post_type, post_id, discussion_id, outcome, note, created_at from moderation_notice where user_id = ? order by created_at',
        [userId],
      ),
      em.execute<ExportRow[]>('select first_post_at, approved_posts, last_crisis_alert_at from member_standing where user_id = ?', [userId]),
      em.execute<ExportRow[]>(
        `select v.discussion_id, d.title, v.day from discussion_view v left join discussion d on d.id = v.discussion_id
          where v.viewer_key = ? order by v.day, d.title`,
        [`member:${userId}`],
      ),
      em.execute<ExportRow[]>(
        `select id, text, topic, kliinic_session_id, kliinic_session_title, publishable, status, asked_at, answer_markdown, library, answered_in_session,
                answered_at, hidden_note, hidden_at
           from kiinbox_question where user_id = ? order by asked_at`,
        [userId],
      ),
    ]);
    return { discussions, comments, flags, notices, standing, views, kiinboxQuestions };
  }

  /**
   * The member's kiinbox questions go, except (when they chose to keep their posts) those in the
   * public Q&A, which become the former member's. Their name comes off the questions they
   * answered or hid as staff.
   */
  async forgetQuestionsOf(em: EntityManager, userId: string, keepPublished: boolean): Promise<void> {
    if (keepPublished) {
      await em.execute(
        `update kiinbox_question set user_id = ? where user_id = ? and status = 'answered' and publishable and not answered_in_session`,
        [erasedMemberId, userId],
      );
    }
    await em.execute('delete from kiinbox_question where user_id = ?', [userId]);
    await em.execute('update kiinbox_question set answered_by = null where answered_by = ?', [userId]);
    await em.execute('update kiinbox_question set hidden_by = null where hidden_by = ?', [userId]);
  }

  /** The member's discussions and comments, and every comment in their discussions. */
  async findPostIdsOf(em: EntityManager, userId: string): Promise<string[]> {
    const posts = await em.execute<{ id: string }[]>(
      `select id from discussion where author_id = ?
         union all select id from comment where author_id = ?
         union all select c.id from comment c join discussion d on d.id = c.discussion_id where d.author_id = ?`,
      [userId, userId, userId],
    );
    return posts.map((p) => p.id);
  }

  /** The reviews, flags and notices about these posts. */
  async deleteModerationOf(em: EntityManager, postIds: string[]): Promise<void> {
    await em.execute('delete from review where post_id in (?)', [postIds]);
    await em.execute('delete from flag where post_id in (?)', [postIds]);
    await em.execute('delete from moderation_notice where post_id in (?)', [postIds]);
  }

  async deleteDiscussionsOf(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from discussion where author_id = ?', [userId]);
  }

  async replaceCommentsOf(em: EntityManager, userId: string, content: string, contentHtml: string): Promise<void> {
    await em.execute('update comment set content = ?, content_html = ? where author_id = ?', [content, contentHtml, userId]);
  }

  /**
   * What stays of the member: their posts become the former member's; their flags, notices,
   * standing and views go, and their name comes off the reviews they decided.
   */
  async forgetMember(em: EntityManager, userId: string): Promise<void> {
    await em.execute('update discussion set author_id = ? where author_id = ?', [erasedMemberId, userId]);
    await em.execute('update comment set author_id = ? where author_id = ?', [erasedMemberId, userId]);
    await em.execute('delete from flag where reporter_id = ?', [userId]);
    await em.execute('delete from moderation_notice where user_id = ?', [userId]);
    await em.execute('delete from member_standing where user_id = ?', [userId]);
    await em.execute('delete from discussion_view where viewer_key = ?', [`member:${userId}`]);
    await em.execute('update review set decided_by = null where decided_by = ?', [userId]);
  }
}
