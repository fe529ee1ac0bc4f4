import { findPlace } from './places';
import { buildPostcodeIndex, postcodeIndex, type PostcodeRow } from './postcode-index';

const row = (postcode: string, locality: string, state: string, sa4name = '', type = 'Delivery Area'): PostcodeRow => ({ postcode, locality, state, sa4name, type });

describe('the postcode index', () => {
  it('keeps per postcode its state, its region and its localities', () => {
    const index = buildPostcodeIndex([
      row('2150', 'PARRAMATTA', 'NSW', 'Sydney - Parramatta'),
      row('2150', 'HARRIS PARK', 'NSW', 'Sydney - Parramatta'),
      row('2124', 'PARRAMATTA', 'NSW', 'Sydney - Parramatta', 'Post Office Boxes'),
    ]);
    expect(index.byPostcode.get('2150')).toEqual({ state: 'NSW', region: 'Sydney - Parramatta', localities: ['PARRAMATTA', 'HARRIS PARK'] });
    expect(index.byLocality.get('PARRAMATTA')).toEqual(['2150', '2124']);
  });

  it('gives a postcode across a border the state most of its localities are in', () => {
    const index = buildPostcodeIndex([row('2540', 'A', 'NSW', 'South Coast'), row('2540', 'B', 'NSW', 'South Coast'), row('2540', 'C', 'ACT')]);
    expect(index.byPostcode.get('2540')).toMatchObject({ state: 'NSW', region: 'South Coast' });
  });

  it('reads the package data once', () => {
    expect(postcodeIndex()).toBe(postcodeIndex());
    expect(postcodeIndex().byPostcode.size).toBeGreaterThan(3000);
  });
});

describe('finding a place in the real data', () => {
  const find = (where: string) => findPlace(postcodeIndex(), where);

  it.each([
    ['2150', { state: 'NSW', region: 'Sydney - Parramatta', label: '2150 NSW' }],
    ['800', { state: 'NT', label: '0800 NT' }],
    ['Parramatta', { state: 'NSW', region: 'Sydney - Parramatta', label: 'Parramatta NSW 2150' }],
    ['  parramatta ', { state: 'NSW', label: 'Parramatta NSW 2150' }],
    ['Richmond VIC', { state: 'VIC', label: 'Richmond VIC 3121' }],
    ['richmond, tasmania', { state: 'TAS', label: 'Richmond TAS 7025' }],
    ['Mount Victoria', { state: 'NSW' }],
    ['NSW', { state: 'NSW', region: null, label: 'New South Wales' }],
    ['victoria', { state: 'VIC', region: null, label: 'Victoria' }],
    ['Australian Capital Territory', { state: 'ACT', label: 'Australian Capital Territory' }],
  ])('reads %j as a place', (where, place) => {
    expect(find(where)).toEqual({ found: expect.objectContaining(place) });
  });

  it.each(['0000', '2999', 'Atlantis', '12345', 'Parramatta QLD'])('finds nothing for %j', (where) => {
    expect(find(where)).toEqual({ unknown: true });
  });

  it('asks for the state of a suburb found in several', () => {
    expect(find('Richmond')).toEqual({ suburb: 'Richmond', states: ['NSW', 'VIC', 'QLD', 'SA', 'TAS'] });
  });
});
