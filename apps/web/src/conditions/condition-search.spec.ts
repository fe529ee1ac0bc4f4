import { filterConditions, viewFromParam } from './condition-search';

const conditions = [{ name: 'Cardiac Health' }, { name: 'Diabetes' }, { name: 'Chronic Pain' }, { name: 'Mental Health' }];

describe('condition search', () => {
  it('keeps every condition, in order, for an empty or blank query', () => {
    expect(filterConditions(conditions, '')).toEqual(conditions);
    expect(filterConditions(conditions, '   ')).toEqual(conditions);
  });

  it('matches a substring of the name, ignoring case', () => {
    expect(filterConditions(conditions, 'HEALTH').map((c) => c.name)).toEqual(['Cardiac Health', 'Mental Health']);
    expect(filterConditions(conditions, 'betes').map((c) => c.name)).toEqual(['Diabetes']);
    expect(filterConditions(conditions, 'c p').map((c) => c.name)).toEqual(['Chronic Pain']);
  });

  it('ignores spaces around the query', () => {
    expect(filterConditions(conditions, '  diabetes ').map((c) => c.name)).toEqual(['Diabetes']);
  });

  it('finds nothing for a name no condition has', () => {
    expect(filterConditions(conditions, 'zzz')).toEqual([]);
  });

  it('returns a new array, never the input', () => {
    expect(filterConditions(conditions, '')).not.toBe(conditions);
  });
});

describe('content view parameter', () => {
  it('shows the list only when asked for', () => {
    expect(viewFromParam('list')).toBe('list');
    expect(viewFromParam('grid')).toBe('grid');
    expect(viewFromParam(null)).toBe('grid');
    expect(viewFromParam('LIST')).toBe('grid');
  });
});
