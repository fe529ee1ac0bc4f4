import { normaliseForSafety } from '@kiin/contracts';
import { fuzzyExceptions, fuzzyTargets, phraseRewrites, rewrites } from './lexicon';

/**
 * A message as the rules read it: normalised, slang and misspellings rewritten to the words
 * the rules know, split into sentences, each sentence twice: its words and its lemmas, space
 * separated and padded with a space at each end so a pattern can anchor on " word ".
 */
export interface Sentence {
  /** Words as written (after normalising): " i be going ... " keeps tense. */
  words: string;
  /** Lemmas: " i be go to kill myself ". */
  lemmas: string;
}

/** Both views on two lines: one search covers both, and no pattern spans the line break. */
export const bothViews = (s: Sentence): string => `${s.words}\n${s.lemmas}`;

// wink-nlp ships its model in its npm package; it is loaded once, on first use.
type WinkDoc = {
  sentences(): { each(f: (s: { tokens(): { out(what: unknown): string[] } }) => void): void };
};
type Wink = { readDoc(text: string): WinkDoc; its: { normal: unknown; lemma: unknown } };
let nlp: Wink | undefined;
function wink(): Wink {
  if (!nlp) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const winkNLP = require('wink-nlp') as (model: unknown, pipe: string[]) => Wink;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    nlp = winkNLP(require('wink-eng-lite-web-model'), ['sbd', 'pos']);
  }
  return nlp;
}

/** Damerau-Levenshtein distance, bounded: enough to tell "sucide" from "suicide". */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const fuzzyCache = new Map<string, string>();
/** A misspelled key word, or the word itself. */
function respell(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || fuzzyExceptions.has(word) || fuzzyTargets.includes(word)) return word;
  const cached = fuzzyCache.get(word);
  if (cached !== undefined) return cached;
  let best = word;
  // "suicide" is misspelled in more ways than one letter: allow two for it alone.
  if (/^s[uw]?[ie]*c/.test(word) && /d/.test(word)) {
    if (word.length >= 5 && editDistance(word, 'suicidal') <= 2 && /[al]$/.test(word)) best = 'suicidal';
    else if (editDistance(word, 'suicide') <= 2) best = 'suicide';
  }
  if (best === word && word.length >= 5) {
    for (const target of fuzzyTargets) {
      if (target.length >= 5 && Math.abs(target.length - word.length) <= 1 && editDistance(word, target) === 1) {
        best = target;
        break;
      }
    }
  }
  if (fuzzyCache.size < 10_000) fuzzyCache.set(word, best);
  return best;
}

/** Words run together when spaced letters were joined: "killmyself", "wanttodie". */
const pieces = ['i', 'am', 'my', 'me', 'to', 'so', 'be', 'it', 'all', 'want', 'wanna', 'going', 'gonna', 'just', 'now', 'bad', 'hate', 'kill', 'die', 'dead', 'end', 'life', 'suicide', 'myself', 'yourself', 'himself', 'herself', 'cut', 'hurt', 'harm', 'take', 'pills', 'tonight', 'self'];
const keyPieces = new Set(['kill', 'die', 'dead', 'end', 'suicide', 'myself', 'hurt', 'harm', 'cut', 'pills']);

function breakWords(word: string): string | undefined {
  if (word.length < 6 || pieces.includes(word) || word.startsWith('selfharm')) return undefined;
  // best[i]: a split of word.slice(0, i) into pieces, fewest pieces first.
  const best: (string[] | undefined)[] = [[]];
  for (let i = 1; i <= word.length; i++) {
    for (const piece of pieces) {
      const before = best[i - piece.length];
      if (i >= piece.length && before && word.slice(i - piece.length, i) === piece && (!best[i] || best[i]!.length > before.length + 1)) {
        best[i] = [...before, piece];
      }
    }
  }
  const split = best[word.length];
  return split && split.length > 1 && split.some((piece) => keyPieces.has(piece)) ? split.join(' ') : undefined;
}

/**
 * Key words broken or masked to get past a filter: "sui-cide", "h*ng", "k_ill". A piece is
 * only joined, or a star only read as a letter, when what comes out is one of these words.
 */
const maskable = new Set(['suicide', 'suicidal', 'kill', 'killing', 'die', 'dead', 'death', 'hang', 'hanging', 'cut', 'cutting', 'myself', 'overdose', 'unalive', 'pills', 'rope', 'noose', 'selfharm', 'slit', 'wrists', 'jump', 'drown']);
function unmask(text: string): string {
  return text
    .replace(/\b([a-z]+)[-_]([a-z]+)\b/g, (whole, a: string, b: string) => (maskable.has(a + b) ? a + b : whole))
    .replace(/\b[a-z]*\*+[a-z*]*\b|\b[a-z]+\*+(?=\s|$)/g, (word) => {
      for (const vowel of 'aeiou') {
        const guess = word.replace(/\*+/g, vowel);
        if (maskable.has(guess)) return guess;
      }
      return word;
    });
}

/** The normalised text with slang, contractions and misspellings rewritten. */
export function canonicalise(text: string): string {
  let t = unmask(normaliseForSafety(text));
  for (const [pattern, replacement] of phraseRewrites) t = t.replace(pattern, replacement);
  return t.replace(/[a-z0-9'*]+/g, (word) => rewrites[word] ?? breakWords(word) ?? respell(word));
}

/** Sentences of a message; a line break ends one too. */
export function readSentences(text: string): Sentence[] {
  const lines = text
    .split(/\r?\n+/)
    .map((line) => canonicalise(line))
    .filter((line) => line.length > 0)
    .map((line) => (/[.!?]$/.test(line) ? line : `${line} .`));
  const nlp = wink();
  const its = nlp.its;
  const out: Sentence[] = [];
  nlp.readDoc(lines.join(' ')).sentences().each((s) => {
    const tokens = s.tokens();
    // The tokenizer spells "through" as "thru"; the rules spell it out.
    const view = (forms: string[]) => ` ${forms.map((f) => (f === 'thru' ? 'through' : f)).join(' ')} `;
    out.push({ words: view(tokens.out(its.normal)), lemmas: view(tokens.out(its.lemma)) });
  });
  return out;
}
