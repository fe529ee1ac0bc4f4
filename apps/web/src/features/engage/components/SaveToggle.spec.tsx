/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SavedService } from '@kiin/contracts';
import { savedIds, useSavedServicesQuery } from '../../../api/saved-services-api';
import { answer, answerTheNetwork, failure, gateway } from '../../../testing/network';
import { renderWithApp } from '../../../testing/render';
import { SaveToggle } from './SaveToggle';

// The toggle on the real store: its state is the member's saved list in the RTK Query cache,
// which a save or a removal answers; the gateway's answers are made here.
const gatewayService = { id: 'carer-gateway', name: 'Carer Gateway' };
const savedOne = (need: SavedService['need']): SavedService => ({
  ...gatewayService,
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
  hours: null,
  why: 'Serves carers across Australia; offers respite and counselling.',
  need,
  savedAt: '2026-11-29T01:00:00.000Z',
});

let stored: SavedService[] = [];
const bodies: unknown[] = [];
answerTheNetwork(
  answer('GET /engage/saved', () => stored),
  answer('PUT /engage/saved/:serviceId', ({ body }) => {
    bodies.push(body);
    stored = [savedOne((body as { need?: SavedService['need'] }).need ?? null)];
    return stored;
  }),
  answer('DELETE /engage/saved/:serviceId', () => (stored = [])),
);
beforeEach(() => {
  stored = [];
  bodies.length = 0;
});

/** The toggle as the results show it: pressed when the member's list holds the service. */
function Harness() {
  const { data } = useSavedServicesQuery();
  if (!data) return null;
  return <SaveToggle service={gatewayService} need="respite" saved={savedIds(data).has(gatewayService.id)} />;
}

/** What the live regions say now. */
const said = () => screen.getAllByRole('status').map((region) => region.textContent);
const toggle = () => screen.findByRole('button', { name: /Carer Gateway$/ });

describe('the Save toggle', () => {
  it('saves with the need searched for, shows Saved pressed and says so; pressed again, removes it', async () => {
    renderWithApp(<Harness />);
    const button = await toggle();
    expect([button.textContent, button.getAttribute('aria-pressed')]).toEqual(['Save Carer Gateway', 'false']);

    await act(async () => fireEvent.click(button));
    await waitFor(async () => expect((await toggle()).getAttribute('aria-pressed')).toBe('true'));
    expect((await toggle()).textContent).toBe('Saved Carer Gateway');
    expect(bodies).toEqual([{ need: 'respite' }]);
    expect(said()).toContain('Carer Gateway saved. You will find it on your dashboard.');

    await act(async () => fireEvent.click(await toggle()));
    await waitFor(async () => expect((await toggle()).getAttribute('aria-pressed')).toBe('false'));
    expect(said()).toContain('Carer Gateway removed from your saved services.');
  });

  it('stays as it was and says why when the save is refused', async () => {
    gateway.use(answer('PUT /engage/saved/:serviceId', failure(400, 'You can save up to 50 services. Remove one you no longer need from your dashboard, then save this one.')));
    renderWithApp(<Harness />);
    await act(async () => fireEvent.click(await toggle()));
    expect(await screen.findByText(/You can save up to 50 services/)).toBeTruthy();
    expect((await toggle()).getAttribute('aria-pressed')).toBe('false');
  });
});
