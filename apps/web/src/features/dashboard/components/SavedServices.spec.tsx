/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SavedService } from '@kiin/contracts';
import { answer, answerTheNetwork, never, gateway } from '../../../testing/network';
import { renderWithApp } from '../../../testing/render';
import { SavedServices } from './SavedServices';

// "Your saved services" on the real store, the gateway's answers made here.
const carerGateway: SavedService = {
  id: 'carer-gateway',
  name: 'Carer Gateway',
  shortLabel: 'Carer Gateway',
  description: 'Carer Gateway helps carers.',
  group: 'national',
  state: null,
  website: 'https://www.carergateway.gov.au/',
  phone: '1800 422 737',
  email: null,
  lastChecked: '2026-11-21',
  needs: ['respite', 'counselling'],
  statesServed: ['NSW'],
  eligibility: null,
  hours: 'Monday to Friday, 8am to 5pm local time.',
  why: 'Serves carers across Australia; offers respite and counselling.',
  need: 'respite',
  savedAt: '2026-11-29T01:00:00.000Z',
};
let stored: SavedService[] = [];
const removed: string[] = [];
answerTheNetwork(
  answer('GET /engage/saved', () => stored),
  answer('DELETE /engage/saved/:serviceId', ({ params }) => {
    removed.push(params.serviceId);
    return (stored = stored.filter((s) => s.id !== params.serviceId));
  }),
);
beforeEach(() => {
  stored = [carerGateway];
  removed.length = 0;
});

describe('your saved services on the dashboard', () => {
  it('keeps their room while the list loads', async () => {
    gateway.use(answer('GET /engage/saved', never));
    renderWithApp(<SavedServices />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your saved services' })).toBeTruthy();
    expect(screen.getByLabelText('Loading your saved services').getAttribute('aria-busy')).toBe('true');
  });

  it('lists each with a number to tap and its website, and removes one, leaving the way to find more', async () => {
    renderWithApp(<SavedServices />);
    const list = await screen.findByRole('list', { name: 'Saved services' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'Carer Gateway' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call Carer Gateway on 1800 422 737' }).getAttribute('href')).toBe('tel:1800422737');
    expect(within(card).getByRole('link', { name: /Website of Carer Gateway/ }).getAttribute('href')).toBe('https://www.carergateway.gov.au/');
    expect(within(card).getByText(/8am to 5pm/)).toBeTruthy();

    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Remove Carer Gateway' })));
    expect(removed).toEqual(['carer-gateway']);
    expect((await screen.findByTestId('saved-services-empty')).textContent).toMatch(/^You have not saved any services yet\./);
    expect(screen.getByRole('link', { name: 'Find services near you' }).getAttribute('href')).toBe('/engage');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Carer Gateway removed from your saved services.');
  });
});
