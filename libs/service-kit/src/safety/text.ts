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
type WinkTokens = { out(what: unknown): string[] };
type WinkDoc = {
  sentences(): { each(f: (s: { tokens(): WinkTokens }) => void): void };
  tokens(): WinkTokens;
};
type Wink = { readDoc(text: string): WinkDoc; its: { normal: unknown; lemma: unknown; uniqueId: unknown } };
let nlp: Wink | undefined;
/** Lexeme ids from here on are words the model did not know when it was loaded. */
let firstUnknownId = Infinity;
function wink(): Wink {
  if (!nlp) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const winkNLP = require('wink-nlp') as (model: unknown, pipe: string[]) => Wink;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    nlp = winkNLP(require('wink-eng-lite-web-model'), ['sbd', 'pos']);
    // The model's lexicon is fixed at load; a word read later that is not in it gets the next id,
    // so reading a nonsense word first tells where the known words end.
    firstUnknownId = Number(nlp.readDoc('qzxvkjwq').tokens().out(nlp.its.uniqueId)[0]);
  }
  return nlp;
}

/** An English word the model knows: "lift", "deed", not "lyfe" or "sucide". */
function isKnownWord(word: string): boolean {
  const nlp = wink();
  const ids = nlp.readDoc(word).tokens().out(nlp.its.uniqueId);
  return ids.length !== 1 || Number(ids[0]) < firstUnknownId;
}

/** Damerau-Levenshtein distance, or `bound + 1` as soon as it must exceed `bound`. */
function editDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
      least = Math.min(least, row[j]);
    }
    if (least > bound) return bound + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length];
}

const fuzzyCache = new Map<string, string>();
/**
 * A misspelled key word, or the word itself: a word the language model does not know, one
 * edit (a letter dropped, added, changed or two swapped) from a crisis word, is read as that
 * word; "suicide" and the longer words allow two. Real words ("lift", "deed") stay as they are.
 */
function respell(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word) || fuzzyExceptions.has(word) || fuzzyTargets.includes(word)) return word;
  const cached = fuzzyCache.get(word);
  if (cached !== undefined) return cached;
  let best = word;
  // "suicide" is misspelled in more ways than one letter: allow two for it alone.
  if (/^s[uwh]?[uie]*c/.test(word) && /d/.test(word)) {
    if (word.length >= 5 && editDistance(word, 'suicidal', 2) <= 2 && /[al]$/.test(word)) best = 'suicidal';
    else if (editDistance(word, 'suicide', 2) <= 2) best = 'suicide';
  }
  if (best === word) {
    let bestDistance = Infinity;
    for (const target of fuzzyTargets) {
      if (Math.abs(target.length - word.length) > 1) continue;
      // Short words are easy to hit by chance: a three-letter word keeps its first letter.
      if (word.length === 3 && word[0] !== target[0]) continue;
      const allowed = target.length >= 8 && word.length >= 7 ? 2 : 1;
      const distance = editDistance(word, target, allowed);
      if (distance <= allowed && distance < bestDistance) [best, bestDistance] = [target, distance];
    }
    if (best !== word && isKnownWord(word)) best = word;
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

/** Each word with its slang, text speak or misspelling rewritten. */
const rewriteWords = (text: string): string => text.replace(/[a-z0-9'*]+/g, (word) => rewrites[word] ?? breakWords(word) ?? respell(word));

/**
 * The normalised text with slang, contractions and misspellings rewritten: words first, so the
 * phrases see them spelled right ("my sefl" → "my self" → "myself"), then words again.
 */
export function canonicalise(text: string): string {
  let t = rewriteWords(unmask(normaliseForSafety(text)));
  for (const [pattern, replacement] of phraseRewrites) t = t.replace(pattern, replacement);
  return rewriteWords(t);
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
