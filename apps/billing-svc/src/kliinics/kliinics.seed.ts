import type { EntityManager } from '@mikro-orm/postgresql';
import { KliinicSessionsRepository } from './kliinic-sessions.repository';
import { announceUnannounced } from './kliinics.service';
import { nextProgrammeDates } from './sydney-time';

export const seedProgramme = [
  {
    title: 'Navigating the Healthcare System',
    description: 'How the system fits together: GPs, specialists, hospitals, Medicare and where to ask for help.',
  },
  {
    title: 'Carer Self-Care: Breaking the Guilt Cycle',
    description: 'Practical ways to look after yourself while caring for someone else, without the guilt.',
  },
  {
    title: 'Managing Medications and Appointments',
    description: 'Keeping track of medicines, scripts and appointments, and what to ask at each visit.',
  },
  {
    title: 'Holiday Stress and Family Dynamics',
    description: 'Planning for the holidays when someone you love needs care, and sharing the load.',
  },
] as const;

export const defaultLeader = 'Kiin founder, health journalist';
export const defaultGuest = 'Guest expert to be announced';

/**
 * A fresh database gets the published programme, one kliinic a month (the month's fourth Friday,
 * December's second) at 1:00 PM Sydney time for the next four months, computed now (so the dates
 * are real and daylight saving is respected). Once staff manage the programme, the seed leaves
 * it alone. Either way, an upcoming session whose words the library was never told is announced
 * to it, the way staff's own sessions are, so its mails suggest what to read beforehand.
 */
export async function seedKliinics(em: EntityManager, now = new Date()): Promise<void> {
  const sessions = new KliinicSessionsRepository();
  if ((await sessions.countAll(em)) === 0) {
    const dates = nextProgrammeDates(now, seedProgramme.length);
    for (const [i, entry] of seedProgramme.entries()) {
      await sessions.insert(em, { startsAt: dates[i], title: entry.title, description: entry.description, leader: defaultLeader, guest: defaultGuest });
    }
  }
  await announceUnannounced(em, sessions, now);
}
