import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, coachConsentVersion } from '@kiin/contracts';
import { type CorpusItem, openDatabase, SafetyCheck } from '@kiin/service-kit';
import { createTestDatabase, routeOnCorpus, type TestDatabase } from '@kiin/testing';
import { ChatRepository } from '../src/chat/chat.repository';
import { CoachService } from '../src/chat/coach.service';
import { database } from '../src/database';
import { LibraryAssistant } from '../src/providers/library-assistant';

/**
 * The safety corpus through the coach's own route (`CoachService.chat`, on the real database):
 * every crisis message must bring the card, and no more than 5 % of the safe ones. Each message
 * is a new member's first, since a card once shown stays for the conversation.
 */
/**
 * `npm test` sends every 2nd item of both held-out parts and every 8th of the tuned part, the
 * same ones each run (the engine's unit tests hold every item of every part to its floor; the
 * route has to be shown to apply the engine: see routeOnCorpus); `npm run bench:safety` sends
 * every item. Hundreds of messages, on a machine the other lanes keep busy.
 */
const corpusTimeoutMs = 600_000;

describe('the coach on the safety corpus', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let coach: CoachService;

  beforeAll(async () => {
    db = await createTestDatabase('coach_safety', database);
    orm = await openDatabase(db.url, database);
    coach = new CoachService(orm, new LibraryAssistant(), new SafetyCheck(), new ChatRepository());
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  const ask = async (item: CorpusItem) => {
    const actor: Actor = { userId: randomUUID(), isPremium: true, userType: 'carer', roles: [] };
    await orm.em.fork().execute('insert into coach_consent (user_id, version, given_at) values (?, ?, now())', [actor.userId, coachConsentVersion]);
    const reply = await coach.chat(actor, item.text.slice(0, 2000), []);
    return reply.crisis ? reply.crisisFamilies : [];
  };

  it('catches every crisis message of a fixed eighth of the tuned corpus, with at most 5 % false alarms', async () => {
    const { score, report } = await routeOnCorpus('coach', 'tuned', ask);
    const ok = score.recall === 1 && score.falsePositiveRate <= 0.05;
    expect(ok ? 'ok' : report({ listMisses: true })).toBe('ok');
  }, corpusTimeoutMs);

  // Reported by bench:safety, never tuned against: `held-out`, and `held-out-2`, written later by
  // someone who had seen neither the rules nor the other parts. With the learned signal beside the
  // rules both measured 95.9 % recall, at 5.0 % and 8.4 % false positives. The floor only stops a
  // change that makes the check generalise clearly worse.
  it.each(['held-out', 'held-out-2'] as const)('is measured on the %s corpus, which the rules were never tuned against', async (part) => {
    const { score } = await routeOnCorpus('coach', part, ask);
    expect({ recallAtLeast90: score.recall >= 0.9, falsePositivesAtMost10: score.falsePositiveRate <= 0.1 }).toEqual({ recallAtLeast90: true, falsePositivesAtMost10: true });
  }, corpusTimeoutMs);
});
