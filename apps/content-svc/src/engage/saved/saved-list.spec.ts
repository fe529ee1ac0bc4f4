import { stateCodes, type SupportService } from '@kiin/contracts';
import { type SavedRow, saveDecision, savedServices } from './saved-list';

const service = (id: string, extra: Partial<SupportService> = {}): SupportService => ({
  id,
  name: id,
  shortLabel: id,
  description: `${id} helps carers.`,
  group: 'national',
  state: null,
  website: `https://${id}.example.org.au/`,
  phone: '1800 000 000',
  email: null,
  lastChecked: '2026-11-21',
  needs: ['respite', 'counselling'],
  statesServed: [...stateCodes],
  eligibility: null,
  hours: 'Weekdays 9 to 5',
  ...extra,
});
const directory = new Map(['line', 'local', 'other'].map((id) => [id, service(id)]));
const row = (serviceId: string, need: string | null = null, at = '2026-11-29T01:00:00.000Z'): SavedRow => ({ serviceId, need, savedAt: new Date(at) });

describe('a member’s saved services', () => {
  it('shows each with the directory’s details today and why it was saved, in the order saved', () => {
    const list = savedServices([row('local', 'counselling'), row('line')], directory);
    expect(list.map((s) => [s.id, s.need, s.why, s.phone, s.hours])).toEqual([
      ['local', 'counselling', 'Serves carers across Australia; offers counselling and respite.', '1800 000 000', 'Weekdays 9 to 5'],
      ['line', null, 'Serves carers across Australia; offers respite and counselling.', '1800 000 000', 'Weekdays 9 to 5'],
    ]);
    expect(list[0].savedAt).toBe('2026-11-29T01:00:00.000Z');
  });

  it('leaves out a service the directory no longer holds, and reads a need it no longer knows as every need', () => {
    expect(savedServices([row('gone'), row('line', 'pizza')], directory).map((s) => [s.id, s.need])).toEqual([['line', null]]);
  });
});

describe('saving one more', () => {
  it('changes nothing for a service saved already, even at the limit', () => {
    expect(saveDecision([row('line')], 'line', directory, 1)).toBe('already');
  });

  it('refuses at the limit, counting only services still in the directory', () => {
    expect(saveDecision([row('line'), row('local')], 'other', directory, 2)).toBe('full');
    expect(saveDecision([row('line'), row('gone')], 'other', directory, 2)).toBe('save');
    expect(saveDecision([], 'other', directory, 2)).toBe('save');
  });
});
