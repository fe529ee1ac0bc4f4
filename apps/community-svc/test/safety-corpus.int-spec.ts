import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '@kiin/contracts';
import { type CorpusItem, openDatabase, SafetyCheck } from '@kiin/service-kit';
import { createTestDatabase, routeOnCorpus, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import type { PostsService } from '../src/posts/posts.service';
import { postsService } from './services';

/**
 * The safety corpus through the community's own route (`PostsService.createDiscussion`, on the
 * real database): every crisis post must show its author the card at once, and no more than
 * 5 % of the safe ones. The author is an established member, so nothing else holds or limits them.
 */
/**
 * `npm test` sends every 2nd item of both held-out parts and every 8th of the tuned part, the
 * same ones each run (the engine's unit tests hold every item of every part to its floor; the
 * route has to be shown to apply the engine: see routeOnCorpus); `npm run bench:safety` sends
 * every item. Hundreds of messages, on a machine the other lanes keep busy.
 */
const corpusTimeoutMs = 600_000;

describe('the community on the safety corpus', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let posts: PostsService;
  const author: Actor = { userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] };

  beforeAll(async () => {
    db = await createTestDatabase('community_safety', database);
    orm = await openDatabase(db.url, database);
    posts = postsService(orm, new SafetyCheck());
    await orm.em.fork().execute(`insert into member_standing (user_id, first_post_at, approved_posts) values (?, now() - interval '30 days', 5)`, [author.userId]);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const post = async (item: CorpusItem) => {
    const created = await posts.createDiscussion(author, { title: 'Looking for some advice', content: item.text.slice(0, 5000), isPremiumOnly: false });
    return created.showCrisisCard ? created.crisisFamilies : [];
  };

  it('shows the card for every crisis post of a fixed eighth of the tuned corpus, with at most 5 % false alarms', async () => {
    const { score, report } = await routeOnCorpus('community', 'tuned', post);
    const ok = score.recall === 1 && score.falsePositiveRate <= 0.05;
    expect(ok ? 'ok' : report({ listMisses: true })).toBe('ok');
  }, corpusTimeoutMs);

  // Reported by bench:safety, never tuned against: `held-out`, and `held-out-2`, written later by
  // someone who had seen neither the rules nor the other parts. With the learned signal beside the
  // rules both measured 95.9 % recall, at 5.0 % and 8.4 % false positives. The floor only stops a
  // change that makes the check generalise clearly worse.
  it.each(['held-out', 'held-out-2'] as const)('is measured on the %s corpus, which the rules were never tuned against', async (part) => {
    const { score } = await routeOnCorpus('community', part, post);
    expect({ recallAtLeast90: score.recall >= 0.9, falsePositivesAtMost10: score.falsePositiveRate <= 0.1 }).toEqual({ recallAtLeast90: true, falsePositivesAtMost10: true });
  }, corpusTimeoutMs);
});
