import { formatTitle, siteTitle, titleFromMatches } from './route-title';

describe('page titles', () => {
  it('names the page, then Kiin', () => {
    expect(formatTitle('Carer Resources')).toBe('Carer Resources · Kiin');
  });
  it('uses the site title for the home page', () => {
    expect(formatTitle(undefined)).toBe(siteTitle);
  });
  it('takes the deepest matched route that has a title', () => {
    expect(titleFromMatches([{ handle: undefined }, { handle: { title: 'About Us' } }])).toBe('About Us · Kiin');
    expect(titleFromMatches([{ handle: { title: 'Outer' } }, { handle: { title: undefined } }])).toBe('Outer · Kiin');
    expect(titleFromMatches([])).toBe(siteTitle);
  });
});
