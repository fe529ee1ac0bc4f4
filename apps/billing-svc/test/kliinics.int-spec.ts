import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '@kiin/service-kit';
import { createTestDatabase, type TestDatabase } from '@kiin/testing';
import { database } from '../src/database';
import { BookingsRepository } from '../src/kliinics/bookings.repository';
import { KliinicSessionsRepository } from '../src/kliinics/kliinic-sessions.repository';
import { seedProgramme } from '../src/kliinics/kliinics.seed';
import { KliinicsService } from '../src/kliinics/kliinics.service';
import { programmeDay, sydneyDate } from '../src/kliinics/sydney-time';

/** The kliinic programme is data: seeded one a month on real Fridays, past ones shown as past, full ones as full. */
describe('kliinic programme', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let kliinics: KliinicsService;

  beforeAll(async () => {
    db = await createTestDatabase('billing_kliinics', database);
    orm = await openDatabase(db.url, database);
    kliinics = new KliinicsService(orm, new KliinicSessionsRepository(), new BookingsRepository());
  });

  afterAll(async () => {
    await orm.close();
    await db.drop();
  });

  it('a fresh database holds the four published titles, one a month on its programme Friday at 1:00 PM Sydney time, all ahead', async () => {
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
    // One a month, in months that follow each other, each on that month's programme day.
    const months = sessions.map((s) => s.date.slice(0, 7));
    expect(sessions.map((s) => s.date)).toEqual(months.map(programmeDay));
    const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
    expect(months.slice(1).map((m, i) => index(m) - index(months[i]))).toEqual([1, 1, 1]);
  });

  describe('staff schedule it with npm run admin -- kliinic', () => {
    const admin = (...args: string[]) =>
      spawnSync(process.execPath, [path.resolve(__dirname, '../../../scripts/admin.mjs'), 'kliinic', ...args], {
        env: { ...process.env, DATABASE_URL: db.url },
        encoding: 'utf8',
      });
    // A year ahead: past the four seeded months whenever this runs.
    const ahead = new Date(`${sydneyDate(new Date()).slice(0, 7)}-15T00:00:00Z`);
    ahead.setUTCMonth(ahead.getUTCMonth() + 12);
    const month = ahead.toISOString().slice(0, 7);
    const sessionsIn = async (m: string) => (await kliinics.programme()).filter((s) => s.date.startsWith(m));

    it("puts a month's kliinic on its programme day at 1:00 PM, and refuses a second that month unless it is meant", async () => {
      const added = admin('add', '--month', month, '--title', 'Sleep and the carer', '--description', 'Rest when the nights are broken.');
      expect([added.stderr, added.status]).toEqual(['', 0]);
      expect(added.stdout).toMatch(new RegExp(`^added [0-9a-f-]{36} on ${programmeDay(month)} 13:00 Sydney\n$`));
      expect(await sessionsIn(month)).toMatchObject([{ title: 'Sleep and the carer', date: programmeDay(month), time: expect.stringMatching(/^1:00 PM/) }]);

      const second = admin('add', '--date', `${month}-03`, '--title', 'Another one', '--description', 'A second that month.');
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(new RegExp(`^the programme is monthly: ${month} already has "Sleep and the carer" on Friday \\d+ \\w+ \\d{4}\\. Move or cancel that one, or add --extra`));
      expect(await sessionsIn(month)).toHaveLength(1);

      const meant = admin('add', '--date', `${month}-03`, '--title', 'Another one', '--description', 'A second that month.', '--extra');
      expect([meant.stderr, meant.status]).toEqual(['', 0]);
      expect((await sessionsIn(month)).map((s) => s.title)).toEqual(['Another one', 'Sleep and the carer']);
    });

    it('refuses a month that is not YYYY-MM, and --month with --date', async () => {
      expect(admin('add', '--month', '2027-5', '--title', 'T', '--description', 'D').stderr).toBe('--month must be YYYY-MM\n');
      expect(admin('add', '--month', month, '--date', `${month}-01`, '--title', 'T', '--description', 'D').stderr).toBe('give --month or --date, not both\n');
    });
  });

  it('shows a session that has started as past, drops a cancelled one, and says when one is full', async () => {
    const em = orm.em.fork();
    const addSession = (startsAt: Date, title: string, description: string, capacity = 100, cancelledAt: Date | null = null) =>
      em.execute<{ id: string }[]>(
        `insert into kliinic_session (id, starts_at, title, description, leader, guest, capacity, cancelled_at) values (?, ?, ?, ?, 'Host', 'Guest', ?, ?) returning id`,
        [randomUUID(), startsAt, title, description, capacity, cancelledAt],
      );
    await addSession(new Date(Date.now() - 3 * 86_400_000), 'An earlier kliinic', 'Held last week.');
    await addSession(new Date(Date.now() + 2 * 86_400_000), 'A cancelled kliinic', 'Not happening.', 100, new Date());
    const [small] = await addSession(new Date(Date.now() + 86_400_000), 'A small kliinic', 'Two seats.', 2);
    for (let i = 0; i < 2; i += 1) {
      await em.execute(`insert into kliinic_booking (id, session_id, user_id, source) values (?, ?, ?, 'ticket')`, [randomUUID(), small.id, randomUUID()]);
    }

    const sessions = await kliinics.programme();
    expect(sessions[0]).toMatchObject({ title: 'An earlier kliinic', status: 'past' });
    expect(sessions.find((s) => s.title === 'A cancelled kliinic')).toBeUndefined();
    expect(sessions.find((s) => s.title === 'A small kliinic')).toMatchObject({ full: true, seatsLeft: 0, status: 'upcoming' });
    expect((await kliinics.nextOpen(orm.em.fork()))?.title).toBe(seedProgramme[0].title);
  });
});
