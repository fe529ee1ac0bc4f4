import { EngageQuerySchema } from './engage';

describe('the services search query', () => {
  const problem = (query: unknown) => {
    const result = EngageQuerySchema.safeParse(query);
    return result.success ? null : result.error.issues[0].message;
  };

  it('takes a place, with a need or without', () => {
    expect(EngageQuerySchema.parse({ where: ' 2150 ' })).toEqual({ where: '2150' });
    expect(EngageQuerySchema.parse({ where: 'Parramatta', need: 'respite' })).toEqual({ where: 'Parramatta', need: 'respite' });
  });

  it('says what a person must fix', () => {
    expect(problem({})).toBe('where is required');
    expect(problem({ where: '   ' })).toBe('where is required: a postcode, a suburb or a state');
    expect(problem({ where: 'x'.repeat(61) })).toBe('where must be at most 60 characters');
    expect(problem({ where: 'NSW', need: 'pizza' })).toBe(
      'need must be one of: respite, counselling, financial-help, in-home-care, young-carers, dementia, legal, aged-care-assessment, disability',
    );
  });
});
