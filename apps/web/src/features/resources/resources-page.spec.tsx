/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SupportService } from '@kiin/contracts';
import { answer, answerTheNetwork, failure } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /resources for a visitor on the real store, with a directory made here: which tab an address
// opens, the search across every group with each group's empty state, and the links.
const service = (name: string, group: SupportService['group'], extra: Partial<SupportService> = {}): SupportService => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  shortLabel: name.split(' ')[0],
  description: `${name} helps carers.`,
  group,
  state: null,
  website: `https://${name.toLowerCase().replace(/\W+/g, '')}.example.org.au/`,
  phone: null,
  email: null,
  lastChecked: '2026-10-01',
  needs: [],
  statesServed: group === 'state' && extra.state ? [extra.state] : ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'],
  eligibility: null,
  hours: null,
  ...extra,
});
const directory = [
  service('Carer Gateway', 'national', { phone: '1800 422 737' }),
  service('Carers NSW', 'state', { state: 'NSW' }),
  service('Dementia Australia', 'specialised'),
];
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /support-services', directory),
  answer('GET /content/free', []),
);

const selected = async () => (await screen.findByRole('tab', { selected: true, name: /Carer Support Services|Educational Resources/ })).textContent;

describe('/resources', () => {
  it.each([
    ['/resources', 'Carer Support Services'],
    ['/resources?tab=educational', 'Educational Resources'],
    ['/resources?tab=free', 'Educational Resources'],
    ['/resources?tab=whatever', 'Carer Support Services'],
  ])('%s opens on %s', async (route, tab) => {
    renderApp({ route });
    expect(await selected()).toBe(tab);
  });

  it('opens the support tab with the immediate support numbers as phone links', async () => {
    renderApp({ route: '/resources' });
    await screen.findByRole('heading', { name: 'Need immediate support?' });
    expect(screen.getByRole('link', { name: '13 11 14' }).getAttribute('href')).toBe('tel:131114');
  });

  it('search filters every group and shows each group its own empty state', async () => {
    renderApp({ route: '/resources' });
    await screen.findByRole('heading', { level: 3, name: 'Carer Gateway' });
    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search services' }), { target: { value: 'dementia' } });
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Dementia Australia' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Carer Gateway' })).toBeNull();
    await act(async () => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search services' }), { target: { value: 'zzzz-no-such-service' } });
    });
    expect(screen.getByText('No national services match “zzzz-no-such-service”.')).toBeTruthy();
    expect(screen.getByText('No state or territory services match “zzzz-no-such-service”.')).toBeTruthy();
    expect(screen.getByText('No specialised services match “zzzz-no-such-service”.')).toBeTruthy();
  });

  it('opens service websites in a new tab without an opener', async () => {
    renderApp({ route: '/resources' });
    await screen.findByRole('heading', { level: 3, name: 'Carer Gateway' });
    const links = screen.getAllByRole('link', { name: /^Visit website/ });
    expect(links.length).toBe(directory.length);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const gateway = within(screen.getByRole('heading', { level: 3, name: 'Carer Gateway' }).closest('li, article, [role="listitem"]') as HTMLElement);
    expect(gateway.getByRole('link', { name: /^Visit website/ }).getAttribute('href')).toBe(directory[0].website);
  });
});
