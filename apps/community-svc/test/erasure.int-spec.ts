import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { eraseWith, openDatabase, recordErasure, sweepErasedMembers } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import { memberViewersSql } from '../src/privacy/privacy.repository';
import type { CommunityPrivacyService } from '../src/privacy/privacy.service';
import { communityPrivacyService } from './services';

/**
 * Community rows written for a member after their account was erased (a post, a view, a
 * flag that raced the deletion), on the real database: the sweep erases them as the
 * deletion did, with the member's choice about posts, views kept under a text key included.
 */
describe('community rows that race the deletion of an account', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let privacy: CommunityPrivacyService;

  beforeAll(async () => {
    db = await createTestDatabase('community_erasure', database);
    orm = await openDatabase(db.url, database);
    privacy = communityPrivacyService(orm);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const discussion = async (authorId: string, title: string) => {
    const id = randomUUID();
    await orm.em
      .fork()
      .execute(`insert into discussion (id, author_id, title, content, content_html) values (?, ?, ?, 'Text', '<p>Text</p>')`, [id, authorId, title]);
    return id;
  };
  const naming = async (userId: string) =>
    (
      await orm.em.fork().execute<{ n: number }[]>(
        `select (select count(*) from discussion where author_id = ?) + (select count(*) from flag where reporter_id = ?)
              + (select count(*) from discussion_view where viewer_key = ?) as n`,
        [userId, userId, `member:${userId}`],
      )
    )[0].n;

  it('erases a discussion, a flag and a view written after the erasure, and leaves a neighbour alone', async () => {
    const [gone, onlyLooked, neighbour] = [randomUUID(), randomUUID(), randomUUID()];
    const theirs = await discussion(neighbour, 'Finding a carer group');
    const erase = eraseWith((em, event) => privacy.onUserDeleted(em, event), 'community-svc');
    await orm.em.fork().transactional(async (em) => {
      for (const member of [gone, onlyLooked]) {
        await recordErasure(em, member, false);
        await erase(em, member, false);
      }
    });

    // Committed by calls that were past their checks when the deletion was applied.
    await discussion(gone, 'Respite weekends');
    await orm.em.fork().execute(`insert into flag (id, post_type, post_id, reporter_id, reason) values (?, 'discussion', ?, ?, 'spam')`, [
      randomUUID(),
      theirs,
      gone,
    ]);
    await orm.em
      .fork()
      .execute(`insert into discussion_view (discussion_id, viewer_key, day) values (?, ?, current_date), (?, ?, current_date), (?, ?, current_date)`, [
        theirs,
        `member:${gone}`,
        theirs,
        `member:${onlyLooked}`,
        theirs,
        `member:${neighbour}`,
      ]);
    expect(Number(await naming(gone))).toBe(3);

    const swept = await sweepErasedMembers(orm, erase, { ERASURE_SWEEP_WINDOW_HOURS: 24, PROCESSED_EVENT_RETENTION_DAYS: 30 }, [memberViewersSql]);

    expect(swept.erased).toBe(2);
    expect(Number(await naming(gone))).toBe(0);
    expect(Number(await naming(onlyLooked))).toBe(0);
    expect(Number(await naming(neighbour))).toBe(2);
  });
});
