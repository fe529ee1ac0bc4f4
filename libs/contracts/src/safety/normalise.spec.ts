import { normaliseForSafety } from './normalise';

describe('normaliseForSafety', () => {
  it('removes invisible characters: zero-width spaces and joiners, word joiners, BOM, soft hyphens', () => {
    expect(normaliseForSafety('ki\u200bll my\u200dself')).toBe('kill myself');
    expect(normaliseForSafety('o\u2060ver\ufeffdo\u00adse')).toBe('overdose');
  });

  it('reads full-width, mathematical and look-alike letters as ASCII', () => {
    expect(normaliseForSafety('ＨＥＬＰ ｍｅ')).toBe('help me');
    expect(normaliseForSafety('\u{1d41d}\u{1d422}\u{1d41e}')).toBe('die');
    expect(normaliseForSafety('ѕuісіdе')).toBe('suicide'); // Cyrillic s, i, e
    expect(normaliseForSafety('ονεrdοsε')).toBe('overdose'); // Greek o, v, e
    expect(normaliseForSafety('crème brûlée')).toBe('creme brulee');
  });

  it('lower-cases and keeps one kind of apostrophe and dash', () => {
    expect(normaliseForSafety('I\u2019M  Done \u2014 Really')).toBe("i'm done - really");
  });

  it('reads digits and symbols inside words as the letters they stand for', () => {
    expect(normaliseForSafety('h3lp m3, 1 w4nt t0 g0')).toBe('help me, 1 want to go');
    expect(normaliseForSafety('$elf h@rm')).toBe('self harm');
    expect(normaliseForSafety('pa!n ki||s')).toBe('pain kills');
  });

  it('leaves real numbers alone: amounts, phone numbers, times, units', () => {
    expect(normaliseForSafety('Call 13 11 14 at 2am')).toBe('call 13 11 14 at 2am');
    expect(normaliseForSafety('a 25 metre drop, 500mg, $40, 3rd floor, B12, COVID-19')).toBe('a 25 metre drop, 500mg, $40, 3rd floor, b12, covid-19');
    expect(normaliseForSafety('Help!')).toBe('help!');
  });

  it('joins letters spelled out one by one, and whole spelled-out sentences', () => {
    expect(normaliseForSafety('h u r t myself')).toBe('hurt myself');
    expect(normaliseForSafety('d-e-a-d')).toBe('dead');
    expect(normaliseForSafety('o.v.e.r.d.o.s.e')).toBe('overdose');
    expect(normaliseForSafety('n o   w a y   o u t')).toBe('no way out');
    expect(normaliseForSafety('e.g. an x-ray, a b')).toBe('e.g. an x-ray, a b');
  });

  it('squeezes letters held down but keeps real doubles', () => {
    expect(normaliseForSafety('pleaseeee helppp')).toBe('please help');
    expect(normaliseForSafety('so tiiiired, alllll of it')).toBe('so tired, all of it');
    expect(normaliseForSafety('keep calm, good coffee')).toBe('keep calm, good coffee');
  });

  it('collapses whitespace', () => {
    expect(normaliseForSafety('  one\n\ttwo   three ')).toBe('one two three');
  });
});
