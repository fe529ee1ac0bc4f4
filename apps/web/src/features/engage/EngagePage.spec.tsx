/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EngageResult, MatchedService } from '@kiin/contracts';
import { aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { locationNow, renderApp } from '../../testing/render';

// /engage on the real store with answers made here: the search in the address, the cards, and
// what the page says while it waits, when nothing fits and when the place is unknown.
const match = (name: string, extra: Partial<MatchedService> = {}): MatchedService => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  shortLabel: name,
  description: `${name} helps carers.`,
  group: 'national',
  state: null,
  website: `https://${name.toLowerCase().replace(/\W+/g, '')}.example.org.au/`,
  phone: null,
  email: null,
  lastChecked: '2026-11-21',
  needs: ['respite'],
  statesServed: ['NSW'],
  eligibility: null,
  hours: null,
  why: 'Serves carers across Australia; offers respite.',
  ...extra,
});
const parramatta: EngageResult = {
  place: { state: 'NSW', region: 'Sydney - Parramatta', label: '2150 NSW' },
  services: [
    match('Carer Gateway', { phone: '1800 422 737', hours: 'Monday to Friday, 8am to 5pm local time.', eligibility: 'Unpaid carers.' }),
    match('Carers NSW', { group: 'state', state: 'NSW', why: 'A NSW service; offers respite.' }),
  ],
};
const asked: URLSearchParams[] = [];
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /engage/services', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    if (params.get('where') === 'Atlantis') {
      return failure(404, 'We could not find that postcode or suburb. Try a 4-digit postcode, a suburb, or a state.');
    }
    if (params.get('where') === 'Broken') return failure(503, 'The service is busy or restarting. Please try again in a moment.');
    if (params.get('need') === 'legal') return { place: parramatta.place, services: [] };
    return parramatta;
  }),
);
beforeEach(() => (asked.length = 0));

// React reads a submitted form into a FormData when its handler starts a transition (the
// navigation to the search); Node's FormData, which jest-fixed-jsdom installs, cannot read a
// jsdom form. The page never reads it, so an empty one does.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
});
afterAll(() => (globalThis.FormData = NodeFormData));

/** /engage at `route`, once its form is there. */
const openEngage = async (route: string) => {
  renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Find services' });
};

const place = () => screen.getByRole('textbox', { name: 'Postcode, suburb or state' });
const need = () => screen.getByRole('combobox', { name: 'What do you need help with?' });
const searchFor = async (where: string, needValue = '') => {
  await act(async () => {
    fireEvent.change(place(), { target: { value: where } });
    fireEvent.change(need(), { target: { value: needValue } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  });
};

describe('/engage', () => {
  it('searches from the address and shows each service with why it fits and a number to tap', async () => {
    renderApp({ route: '/engage?where=2150&need=respite' });
    expect(await screen.findByRole('heading', { level: 2, name: '2 services offering respite for 2150 NSW' })).toBeTruthy();
    expect([asked[0].get('where'), asked[0].get('need')]).toEqual(['2150', 'respite']);
    expect((place() as HTMLInputElement).value).toBe('2150');
    expect((need() as HTMLSelectElement).value).toBe('respite');
    const card = screen.getByRole('heading', { level: 3, name: 'Carer Gateway' }).closest('li')!;
    expect(within(card).getByText('Serves carers across Australia; offers respite.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call Carer Gateway on 1800 422 737' }).getAttribute('href')).toBe('tel:1800422737');
    expect(within(card).getByRole('link', { name: /Visit website of Carer Gateway/ }).getAttribute('href')).toBe('https://carergateway.example.org.au/');
    expect(within(card).getByText(/8am to 5pm/)).toBeTruthy();
    expect(within(card).getByText('Unpaid carers.')).toBeTruthy();
    expect(screen.getByText('Region: Sydney - Parramatta')).toBeTruthy();
    expect(document.title).toMatch(/^Find services/);
  });

  it('puts a new search in the address, every need when none is picked', async () => {
    await openEngage('/engage');
    await searchFor(' Parramatta ');
    await screen.findByRole('heading', { level: 2, name: '2 services for 2150 NSW' });
    expect(locationNow()).toBe('/engage?where=Parramatta');
    expect(asked[0].has('need')).toBe(false);
    await searchFor('2150', 'respite');
    expect(locationNow()).toBe('/engage?where=2150&need=respite');
  });

  it('asks for a place before searching', async () => {
    await openEngage('/engage');
    await searchFor('   ');
    expect(screen.getByText('Enter a postcode, a suburb or a state.')).toBeTruthy();
    expect(asked).toEqual([]);
    expect(locationNow()).toBe('/engage');
  });

  it('says so while it searches', async () => {
    renderApp({ route: '/engage?where=2150' });
    expect(await screen.findByRole('list', { name: 'Searching for services', busy: true })).toBeTruthy();
  });

  it('says what to try when the place is unknown, and when nothing fits the need', async () => {
    renderApp({ route: '/engage?where=Atlantis' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find that postcode or suburb. Try a 4-digit postcode, a suburb, or a state.',
    );
    await searchFor('2150', 'legal');
    expect(await screen.findByRole('heading', { level: 2, name: '0 services offering rights and legal advocacy for 2150 NSW' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '1800 422 737' }).getAttribute('href')).toBe('tel:1800422737');
  });

  it('offers a retry when the service cannot answer, in its own words', async () => {
    await openEngage('/engage?where=Broken');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^We could not load the services\. Please try again in a moment\./);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(asked.length).toBe(2);
  });

  it('starts the form from a need alone, as the coach links to it, and searches nothing yet', async () => {
    await openEngage('/engage?need=respite');
    expect((need() as HTMLSelectElement).value).toBe('respite');
    expect((place() as HTMLInputElement).value).toBe('');
    expect(asked).toEqual([]);
  });

  it('offers a visitor one quiet link to sign in and save, and no Save buttons', async () => {
    renderApp({ route: '/engage?where=2150' });
    await screen.findByRole('heading', { level: 2, name: '2 services for 2150 NSW' });
    const links = screen.getAllByRole('link', { name: 'Sign in to save services' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/api/login?returnTo=%2Fengage%3Fwhere%3D2150']);
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('gives a member a Save toggle on each service, pressed for those saved already', async () => {
    const saved = { ...parramatta.services[0], need: null, savedAt: '2026-11-29T01:00:00.000Z' };
    gateway.use(answer('GET /auth/user', aMember()), answer('GET /engage/saved', [saved]));
    renderApp({ route: '/engage?where=2150' });
    await screen.findByRole('heading', { level: 2, name: '2 services for 2150 NSW' });
    const pressed = async (name: string) => (await screen.findByRole('button', { name })).getAttribute('aria-pressed');
    expect(await pressed('Saved Carer Gateway')).toBe('true');
    expect(await pressed('Save Carers NSW')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sign in to save services' })).toBeNull();
  });
});
