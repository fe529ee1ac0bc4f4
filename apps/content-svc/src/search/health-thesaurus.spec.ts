import { conceptsOf, formatsOf } from './health-thesaurus';

const termsOf = (question: string) => conceptsOf(question).map((e) => e.term);

describe('the health thesaurus', () => {
  it('hears a named kind of item more surely than a hint at one', () => {
    expect(formatsOf('any podcast on this?').get('podcast')).toBeGreaterThan(formatsOf('something to listen to in the car').get('podcast') ?? 0);
    expect(formatsOf('is there a doco about it').has('video')).toBe(true);
  });

  it('does not take watching, reading or listening to a person for a kind of item', () => {
    expect(formatsOf('I need someone to watch him on Fridays').has('video')).toBe(false);
    expect(formatsOf('she wants me to read to her').has('book')).toBe(false);
    expect(formatsOf('something I could watch tonight').has('video')).toBe(true);
  });

  it('does not hear a job in every "work", nor surgery as asking for a second opinion', () => {
    expect(termsOf('how does a mental health plan work')).not.toContain('employment');
    expect(termsOf('I had to quit my job')).toContain('employment');
    expect(termsOf('dad has surgery next week')).not.toContain('second opinion');
    expect(termsOf('can we get another opinion before the surgery')).toContain('second opinion');
  });

  it('takes a word inside a longer phrase with the phrase: a nursing home is aged care, not a nurse', () => {
    expect(termsOf('how do we find a nursing home for mum')).toContain('aged care');
    expect(termsOf('how do we find a nursing home for mum')).not.toContain('healthdirect');
    expect(termsOf('is there a nurse I can ring tonight')).toContain('healthdirect');
  });

  it('lets no concept outweigh another by the number of related words it lists', () => {
    const related = (question: string) =>
      conceptsOf(question)
        .slice(1)
        .reduce((sum, e) => sum + e.weight, 0);
    expect(related('wheezing')).toBeLessThanOrEqual(2);
    expect(related('wheezing')).toBeCloseTo(related('forgetting'), 5);
  });
});
