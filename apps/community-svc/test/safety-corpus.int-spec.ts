import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor, CrisisFamily } from '@kiin/contracts';
import { type CorpusItem, formatScore, loadCorpus, openDatabase, SafetyCheck, scoreCorpus } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import { PostsService } from '../src/posts/posts.service';

/**
 * The safety corpus through the community's own route (`PostsService.createDiscussion`, on the
 * real database): every crisis post must show its author the card at once, and no more than
 * 5 % of the safe ones. Authors are established members, so nothing else holds or limits them.
 */
describe('the community on the safety corpus', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let posts: PostsService;
  const author: Actor = { userId: randomUUID(), isPremium: false, userType: 'carer', roles: [] };

  beforeAll(async () => {
    db = await createTestDatabase('community_safety', database);
    orm = await openDatabase(db.url, database);
    posts = new PostsService(orm, new SafetyCheck());
    await orm.em.fork().execute(`insert into member_standing (user_id, first_post_at, approved_posts) values (?, now() - interval '30 days', 5)`, [author.userId]);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const judge = async (items: CorpusItem[]) => {
    const said = new Map<CorpusItem, CrisisFamily[]>();
    for (const item of items) {
      const created = await posts.createDiscussion(author, { title: 'Looking for some advice', content: item.text.slice(0, 5000), isPremiumOnly: false });
      said.set(item, created.showCrisisCard ? created.crisisFamilies : []);
    }
    return scoreCorpus(items, (item) => said.get(item)!);
  };

  const report = (name: string, text: string) => {
    const dir = path.resolve(__dirname, '../../../.data/safety');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), `${text}\n`);
  };

  it('shows the card for every crisis post of the tuned corpus with at most 5 % false alarms', async () => {
    const score = await judge(loadCorpus('tuned'));
    report('community-tuned.txt', formatScore('community route', score));
    expect({ recall: score.recall, falsePositiveRate: score.falsePositiveRate <= 0.05, detail: score.recall < 1 || score.falsePositiveRate > 0.05 ? formatScore('community route', score, { listMisses: true }) : '' }).toEqual({
      recall: 1,
      falsePositiveRate: true,
      detail: '',
    });
  });

  it('is measured on the held-out corpus, which the rules were never tuned against', async () => {
    const score = await judge(loadCorpus('held-out'));
    report('community-held-out.txt', formatScore('community route', score));
    // Reported by bench:safety, never tuned against. Measured at 79-80 % recall and 6.6 % false
    // positives when the rules were written; this floor only stops a change that makes them generalise worse.
    expect({ recallAtLeast75: score.recall >= 0.75, falsePositivesAtMost10: score.falsePositiveRate <= 0.1 }).toEqual({ recallAtLeast75: true, falsePositivesAtMost10: true });
  });
});
