import type { SupportService } from '@kiin/contracts';
import { groupDirectory, matchesQuery, tabFromParam } from './support-directory';

const service = (over: Partial<SupportService>): SupportService => ({
  id: over.name ?? 'x',
  name: 'Service',
  shortLabel: 'Label',
  description: 'Description',
  group: 'national',
  state: null,
  website: 'https://example.org',
  phone: null,
  email: null,
  lastChecked: '2025-11-01',
  needs: [],
  statesServed: [],
  eligibility: null,
  hours: null,
  ...over,
});

const directory = [
  service({ name: 'Carer Gateway', shortLabel: 'Government support', description: 'Respite and counselling' }),
  service({ name: 'Carers NSW', group: 'state', state: 'NSW', description: 'Peak body for carers in NSW' }),
  service({ name: 'Carers Victoria', group: 'state', state: 'VIC', description: 'Advice line' }),
  service({ name: 'Carers ACT', group: 'state', state: 'ACT', description: 'Respite in Canberra' }),
  service({ name: 'Young Carers Network', group: 'specialised', shortLabel: 'Ages 12-25', description: 'Peer support' }),
];

describe('support directory search', () => {
  it('matches name, short label and description, ignoring case', () => {
    expect(matchesQuery(directory[0], 'GATEWAY')).toBe(true);
    expect(matchesQuery(directory[0], 'government')).toBe(true);
    expect(matchesQuery(directory[0], 'counsel')).toBe(true);
    expect(matchesQuery(directory[0], 'dementia')).toBe(false);
  });

  it('filters every group, not only the national one', () => {
    const result = groupDirectory(directory, 'respite');
    expect(result.national.map((s) => s.name)).toEqual(['Carer Gateway']);
    expect(result.state.map((s) => s.label)).toEqual(['ACT']);
    expect(result.specialised).toEqual([]);
    expect(result.total).toBe(2);
  });

  it('orders states NSW, Victoria, … and names them', () => {
    const result = groupDirectory(directory, '');
    expect(result.state.map((s) => s.label)).toEqual(['NSW', 'Victoria', 'ACT']);
    expect(result.total).toBe(5);
  });

  it('matches the short label in specialised services', () => {
    expect(groupDirectory(directory, '12-25').specialised).toHaveLength(1);
  });
});

describe('resources tab parameter', () => {
  it('opens the library for educational or free', () => {
    expect(tabFromParam('educational')).toBe('free');
    expect(tabFromParam('free')).toBe('free');
  });
  it('opens the directory for anything else', () => {
    expect(tabFromParam(null)).toBe('carer-support');
    expect(tabFromParam('carer-support')).toBe('carer-support');
    expect(tabFromParam('nonsense')).toBe('carer-support');
  });
});
