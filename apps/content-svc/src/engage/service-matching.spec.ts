import { stateCodes, type SupportService } from '@kiin/contracts';
import { supportDirectory } from '../support-services/directory';
import { matchServices, whyItFits } from './service-matching';

const service = (id: string, extra: Partial<SupportService>): SupportService => ({
  id,
  name: id,
  shortLabel: id,
  description: `${id} helps carers.`,
  group: 'national',
  state: null,
  website: `https://${id}.example.org.au/`,
  phone: null,
  email: null,
  lastChecked: '2026-11-21',
  needs: [],
  statesServed: [...stateCodes],
  eligibility: null,
  hours: null,
  ...extra,
});
const directory = [
  service('national-line', { needs: ['respite', 'counselling'] }),
  service('nsw-carers', { group: 'state', state: 'NSW', statesServed: ['NSW'], needs: ['counselling'] }),
  service('vic-carers', { group: 'state', state: 'VIC', statesServed: ['VIC'], needs: ['respite'] }),
  service('helpline', { group: 'specialised', needs: [] }),
];
const ids = (services: { id: string }[]) => services.map((s) => s.id);

describe('matching the directory to a place and a need', () => {
  it('lists the state’s own services first, then those serving every state, and no other state’s', () => {
    expect(ids(matchServices(directory, 'NSW'))).toEqual(['nsw-carers', 'national-line', 'helpline']);
  });

  it('keeps only the services offering the need asked about', () => {
    expect(ids(matchServices(directory, 'VIC', 'respite'))).toEqual(['vic-carers', 'national-line']);
    expect(matchServices(directory, 'NSW', 'dementia')).toEqual([]);
  });

  it('says why in a plain sentence, the need asked about first', () => {
    const [nsw, national, helpline] = matchServices(directory, 'NSW');
    expect([nsw.why, national.why, helpline.why]).toEqual([
      'A NSW service; offers counselling.',
      'Serves carers across Australia; offers respite and counselling.',
      'A specialised service across Australia.',
    ]);
    expect(whyItFits(directory[0], 'counselling')).toBe('Serves carers across Australia; offers counselling and respite.');
    expect(whyItFits(service('act', { group: 'state', state: 'ACT', needs: ['respite', 'counselling', 'young-carers'] }), undefined)).toBe(
      'An ACT service; offers respite, counselling and support for young carers.',
    );
  });
});

describe('the directory’s matching data', () => {
  it('has every national and specialised service serve every state, and a state’s only its own', () => {
    for (const s of supportDirectory) {
      expect([s.id, s.statesServed]).toEqual([s.id, s.group === 'state' ? [s.state] : [...stateCodes]]);
    }
  });

  it('finds something for every need somewhere, and the carers’ line in every state', () => {
    const needs = new Set(supportDirectory.flatMap((s) => s.needs));
    expect(needs.size).toBe(9);
    for (const state of stateCodes) expect(ids(matchServices(supportDirectory, state, 'respite'))).toContain('carer-gateway');
  });
});
