import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import { KliinicBooking } from '../src/kliinics/kliinic-booking.entity';
import { KliinicSessionRecord } from '../src/kliinics/kliinic-session.entity';
import { seedProgramme } from '../src/kliinics/kliinics.seed';
import { KliinicsService } from '../src/kliinics/kliinics.service';

/** The kliinic programme is data: seeded on real Fridays, past ones shown as past, full ones as full. */
describe('kliinic programme', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let kliinics: KliinicsService;

  beforeAll(async () => {
    db = await createTestDatabase('billing_kliinics', database);
    orm = await openDatabase(db.url, database);
    kliinics = new KliinicsService(orm);
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  it('a fresh database holds the four published titles on Fridays at 1:00 PM Sydney time, all ahead', async () => {
    const sessions = await kliinics.programme();
    expect(sessions.map((s) => s.title)).toEqual(seedProgramme.map((p) => p.title));
    for (const s of sessions) {
      expect(s.status).toBe('upcoming');
      expect(new Date(s.startsAt).getTime()).toBeGreaterThan(Date.now());
      expect(s.time).toMatch(/^1:00 PM AE[DS]T$/);
      expect(new Date(`${s.date}T00:00:00Z`).getUTCDay()).toBe(5);
      expect(s.durationMinutes).toBe(90);
      expect(s).not.toHaveProperty('meetingUrl');
    }
    const gaps = sessions.slice(1).map((s, i) => (Date.parse(s.startsAt) - Date.parse(sessions[i].startsAt)) / 86_400_000);
    for (const days of gaps) expect(Math.round(days)).toBe(7);
  });

  it('shows a session that has started as past, drops a cancelled one, and says when one is full', async () => {
    const em = orm.em.fork();
    const past = em.create(KliinicSessionRecord, {
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      title: 'An earlier kliinic',
      description: 'Held last week.',
      leader: 'Host',
      guest: 'Guest',
    });
    const cancelled = em.create(KliinicSessionRecord, {
      startsAt: new Date(Date.now() + 2 * 86_400_000),
      title: 'A cancelled kliinic',
      description: 'Not happening.',
      leader: 'Host',
      guest: 'Guest',
      cancelledAt: new Date(),
    });
    const small = em.create(KliinicSessionRecord, {
      startsAt: new Date(Date.now() + 86_400_000),
      title: 'A small kliinic',
      description: 'Two seats.',
      leader: 'Host',
      guest: 'Guest',
      capacity: 2,
    });
    await em.persist([past, cancelled, small]).flush();
    for (let i = 0; i < 2; i += 1) em.persist(em.create(KliinicBooking, { sessionId: small.id, userId: randomUUID(), source: 'ticket' }));
    await em.flush();

    const sessions = await kliinics.programme();
    expect(sessions[0]).toMatchObject({ title: 'An earlier kliinic', status: 'past' });
    expect(sessions.find((s) => s.title === 'A cancelled kliinic')).toBeUndefined();
    expect(sessions.find((s) => s.title === 'A small kliinic')).toMatchObject({ full: true, seatsLeft: 0, status: 'upcoming' });
    expect((await kliinics.nextOpen(orm.em.fork()))?.title).toBe(seedProgramme[0].title);
  });
});
