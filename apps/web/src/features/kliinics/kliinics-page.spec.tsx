/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import { aKliinicSession, catalogue } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /kliinics for a visitor: the programme as billing publishes it, one kliinic a month.
const programme = [
  aKliinicSession('Carer Self-Care: Breaking the Guilt Cycle', { date: '2026-12-11', startsAt: '2026-12-11T02:00:00.000Z' }),
  aKliinicSession('Managing Medications and Appointments', { date: '2027-01-22', startsAt: '2027-01-22T02:00:00.000Z', seatsLeft: 3 }),
  aKliinicSession('Holiday Stress and Family Dynamics', { date: '2027-02-26', startsAt: '2027-02-26T02:00:00.000Z', full: true, seatsLeft: 0 }),
];
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /plans', catalogue),
  answer('GET /kliinics/sessions', programme),
);

describe('/kliinics', () => {
  it('says the programme is monthly and lists each session with its date, time and what is left', async () => {
    renderApp({ route: '/kliinics' });
    const upcoming = (await screen.findByRole('heading', { level: 2, name: 'Upcoming sessions' })).closest('section')!;
    expect(within(upcoming).getByText('One kliinic a month, on a Friday at 1:00 PM Sydney time. Choose a session and book your place.')).toBeTruthy();
    await within(upcoming).findByRole('heading', { level: 3, name: programme[0].title });
    const dates = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.closest('.MuiCard-root')!.querySelector('p')!.textContent);
    expect(dates).toEqual(['Friday 11 December 2026', 'Friday 22 January 2027', 'Friday 26 February 2027']);
    expect(within(upcoming).getByText('3 left')).toBeTruthy();
  });
});
