import { errorsOf } from '../../testing/form-errors';
import { SearchFormSchema, searchDraft, searchMessages } from './engage-search';

describe('the search form', () => {
  it('asks for a place, however blank the box is', () => {
    expect(errorsOf(SearchFormSchema, { where: ' \u200b ', need: 'respite' })).toEqual({ where: searchMessages.where });
  });
  it('gives the query trimmed, without a need when every need is picked', () => {
    expect(SearchFormSchema.parse({ where: ' Parramatta ', need: '' })).toEqual({ where: 'Parramatta' });
    expect(SearchFormSchema.parse({ where: '2150', need: 'respite' })).toEqual({ where: '2150', need: 'respite' });
  });
  it('starts from the search the address holds', () => {
    expect(searchDraft({ where: '', need: 'respite' })).toEqual({ where: '', need: 'respite' });
    expect(searchDraft(null)).toEqual({ where: '', need: '' });
  });
});
