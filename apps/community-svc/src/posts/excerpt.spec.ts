import { excerptOf, plainText } from './excerpt';

describe('excerpts of a post', () => {
  it('are plain text: no markup, links by their words, raw HTML as the text it is', () => {
    expect(plainText('**Bold** and _soft_ [a link](https://example.org) `code`\n\n> quoted\n\n1. one\n2. two')).toBe('Bold and soft a link code quoted one two');
    expect(plainText('<script>alert(1)</script> &amp; more')).toBe('<script>alert(1)</script> & more');
    expect(plainText('')).toBe('');
  });

  it('keep a short post whole and cut a long one at a word with an ellipsis', () => {
    expect(excerptOf('Just _this_.')).toBe('Just this.');
    const long = excerptOf('word '.repeat(100), { length: 50 });
    expect(long).toBe(`${'word '.repeat(9)}word…`);
    expect(Array.from(excerptOf('x'.repeat(400), { length: 280 }))).toHaveLength(281);
  });

  it('say something was left out when only the head of a long post was read', () => {
    expect(excerptOf('A short head', { clipped: true })).toBe('A short head…');
  });
});
