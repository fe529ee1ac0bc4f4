import { telHref, withPhoneNumbers } from './phone-numbers';

const numbersIn = (text: string) => withPhoneNumbers(text).flatMap((part) => (typeof part === 'string' ? [] : [[part.phone, part.href]]));

describe('phone numbers in text', () => {
  it('finds the numbers of the crisis lines and services, however they are spaced', () => {
    expect(numbersIn('Call 000 now, or Lifeline on 13 11 14, or 1800RESPECT on 1800 737 732.')).toEqual([
      ['000', 'tel:000'],
      ['13 11 14', 'tel:131114'],
      ['1800 737 732', 'tel:1800737732'],
    ]);
    expect(numbersIn('Beyond Blue 1300 22 4636; Carer Gateway 1800 422 737; (02) 9280 4744; 0412 345 678; 131114.')).toEqual([
      ['1300 22 4636', 'tel:1300224636'],
      ['1800 422 737', 'tel:1800422737'],
      ['(02) 9280 4744', 'tel:0292804744'],
      ['0412 345 678', 'tel:0412345678'],
      ['131114', 'tel:131114'],
    ]);
  });

  it('leaves figures that are not phone numbers as text', () => {
    for (const text of ['About 10,000 carers', 'It costs $1000 a year', 'In 2026 and 1800s history', 'Version 3.000', 'Dose 13.1114 mg', 'ID 123000456'])
      expect(numbersIn(text)).toEqual([]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Ring 13 11 14 (any time) or 000.';
    const parts = withPhoneNumbers(text);
    expect(parts.map((p) => (typeof p === 'string' ? p : p.phone)).join('')).toBe(text);
    expect(parts).toHaveLength(5);
    expect(withPhoneNumbers('')).toEqual([]);
  });

  it('dials digits only, keeping a leading +', () => {
    expect(telHref('1800 422 737')).toBe('tel:1800422737');
    expect(telHref('(02) 9280 4744')).toBe('tel:0292804744');
    expect(telHref('+61 2 9280 4744')).toBe('tel:+61292804744');
  });
});
