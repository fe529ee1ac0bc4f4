import { filterConditions, suggestedSearches, viewFromParam } from './condition-search';

const conditions = [
  { name: 'Cardiac Health', description: 'Heart conditions such as coronary heart disease.' },
  { name: 'Diabetes', description: 'Type 1, type 2 and other forms of diabetes.' },
  { name: 'Respiratory', description: 'Lung and breathing conditions.' },
  { name: 'Neurological', description: 'Conditions of the brain and nervous system.' },
  { name: 'Orthopedic', description: 'Bone, joint and muscle conditions.' },
  { name: 'Chronic Pain', description: 'Pain that has lasted longer than about three months.' },
  { name: 'Mental Health', description: 'Stress and more complex conditions.' },
];
const names = (query: string) => filterConditions(conditions, query).map((c) => c.name);

describe('condition search', () => {
  it('keeps every condition, in order, for an empty or blank query', () => {
    expect(filterConditions(conditions, '')).toEqual(conditions);
    expect(filterConditions(conditions, '   ')).toEqual(conditions);
  });

  it('matches a substring of the name, ignoring case', () => {
    expect(names('HEALTH')).toEqual(['Cardiac Health', 'Mental Health']);
    expect(names('betes')).toEqual(['Diabetes']);
    expect(names('c p')).toEqual(['Chronic Pain']);
  });

  it('matches the description too', () => {
    expect(names('nervous')).toEqual(['Neurological']);
    expect(names('three months')).toEqual(['Chronic Pain']);
  });

  it('matches the everyday words people search with', () => {
    expect(names('heart')).toEqual(['Cardiac Health']);
    expect(names('Anxiety')).toEqual(['Mental Health']);
    expect(names('dementia')).toEqual(['Neurological']);
    expect(names('ASTHMA')).toEqual(['Respiratory']);
    expect(names('blood sugar')).toEqual(['Diabetes']);
    expect(names('arthritis')).toEqual(['Orthopedic', 'Chronic Pain']);
  });

  it('ignores apostrophes, so Alzheimer’s, Alzheimer\'s and alzheimers are one word', () => {
    for (const query of ['Alzheimer’s', "alzheimer's", 'alzheimers']) expect(names(query)).toEqual(['Neurological']);
  });

  it('matches conditions it has no everyday words for by name and description only', () => {
    const other = [{ name: 'Kidney Health', description: 'Chronic kidney disease and dialysis.' }];
    expect(filterConditions(other, 'dialysis')).toEqual(other);
    expect(filterConditions(other, 'heart')).toEqual([]);
  });

  it('works on conditions without a description', () => {
    expect(filterConditions([{ name: 'Diabetes' }], 'insulin')).toEqual([{ name: 'Diabetes' }]);
  });

  it('ignores spaces around the query', () => {
    expect(names('  diabetes ')).toEqual(['Diabetes']);
  });

  it('finds nothing for a word no condition has', () => {
    expect(filterConditions(conditions, 'zzz')).toEqual([]);
  });

  it('suggests only searches that find something', () => {
    for (const query of suggestedSearches) expect(names(query).length).toBeGreaterThan(0);
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
