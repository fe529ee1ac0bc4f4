import type { LibraryPassage } from '@kiin/contracts';
import { conceptsOf, formatStems, formatsOf, thesaurusWords } from './health-thesaurus';
import { isStopWord, oneSlipFrom, stemOf, stems, words } from './words';

/** One library item as the index reads it. */
export interface IndexedItem {
  id: string;
  title: string;
  description: string;
  /** Markdown (articles Kiin publishes); null for outside resources. */
  body: string | null;
  type: string;
  isPremium: boolean;
  /** The conditions it is linked to: their ids (a member's saved ones) and names (matched as words). */
  conditions: { id: string; name: string }[];
}

export interface LibraryQuery {
  /** Premium items only for premium members. */
  premium: boolean;
  /** The member's saved conditions: items linked to them are preferred. */
  conditionIds: readonly string[];
  limit: number;
}

/**
 * How much a word found in each part of an item counts: a title or summary that names the
 * subject says more than a passing mention in the body.
 */
const fieldWeights = { title: 3, description: 2, conditions: 1.5, body: 1 } as const;
type Field = keyof typeof fieldWeights;
const fields = Object.keys(fieldWeights) as Field[];

/** BM25F: how fast repeated mentions stop adding, and how much a long field is discounted. */
const K1 = 1.2;
const B = 0.75;
/** Items linked to a condition the member saved count this much more. */
const SAVED_CONDITION_BOOST = 1.3;
/** An item scoring under this share of the best one is a weak match and is left out. */
const WEAK_SHARE = 0.4;
/** A word shorter than this is never taken for a misspelling (hubby is not hobby). */
const SHORTEST_MISSPELLING = 6;
/** A passage aims at this length (characters), whole sentences only. */
const PASSAGE_CHARS = 240;

interface Doc {
  item: IndexedItem;
  /** Term frequencies per field, and each field's length in terms. */
  tf: Record<Field, Map<string, number>>;
  length: Record<Field, number>;
  sentences: string[];
}

/** Markdown to plain sentences: headings, lists and links reduced to their words. */
export function sentencesOf(markdown: string): string[] {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+(.*)$/gm, '$1.')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/^\s*\d+\.\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\.\.+/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
  return (text.match(/[^.!?]+[.!?]+(?=\s|$)|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

const counts = (terms: string[]) => {
  const map = new Map<string, number>();
  for (const t of terms) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
};

/**
 * The words the library and the thesaurus hold that a misspelling may stand for, each with how
 * often the library uses it (a thesaurus word it does not use: 0). Small words are left out:
 * no typed word is read as "other" or "there".
 */
function vocabularyOf(items: readonly IndexedItem[]): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const item of items) for (const word of words(`${item.title} ${item.description} ${item.body ?? ''}`)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  for (const word of thesaurusWords) if (!vocabulary.has(word)) vocabulary.set(word, 0);
  for (const word of vocabulary.keys()) if (isStopWord(word) || word.length < SHORTEST_MISSPELLING - 1) vocabulary.delete(word);
  return vocabulary;
}

/**
 * The coach's retrieval over the whole library, held in memory (the library is a few hundred
 * reviewed items): a question's words (a misspelt one read as the library's word) and the
 * health thesaurus's expansions of them are scored with BM25F over title, summary, condition
 * names and body; items of the kind asked for and items linked to the member's saved
 * conditions are preferred; weak matches are dropped rather than filling every slot; each
 * item's passage is its best whole sentences.
 */
export class LibraryIndex {
  private readonly docs: Doc[];
  private readonly idf = new Map<string, number>();
  private readonly averageLength: Record<Field, number>;
  /** What a misspelt word may stand for. */
  private readonly vocabulary: Map<string, number>;

  constructor(items: readonly IndexedItem[]) {
    this.docs = items.map((item) => {
      const text: Record<Field, string> = {
        title: item.title,
        description: item.description,
        conditions: item.conditions.map((c) => c.name).join(' '),
        body: item.body ? sentencesOf(item.body).join(' ') : '',
      };
      const tf = {} as Doc['tf'];
      const length = {} as Doc['length'];
      for (const field of fields) {
        const terms = stems(text[field]);
        tf[field] = counts(terms);
        length[field] = terms.length;
      }
      return { item, tf, length, sentences: item.body ? sentencesOf(item.body) : sentencesOf(item.description) };
    });
    const n = Math.max(1, this.docs.length);
    const documentFrequency = new Map<string, number>();
    for (const doc of this.docs) {
      for (const term of new Set(fields.flatMap((f) => [...doc.tf[f].keys()]))) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
    for (const [term, df] of documentFrequency) this.idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
    this.vocabulary = vocabularyOf(items);
    this.averageLength = Object.fromEntries(fields.map((f) => [f, Math.max(1, this.docs.reduce((sum, d) => sum + d.length[f], 0) / n)])) as Record<Field, number>;
  }

  get size(): number {
    return this.docs.length;
  }

  search(asked: string, { premium, conditionIds, limit }: LibraryQuery): LibraryPassage[] {
    const question = this.spellingsCorrected(asked);
    const terms = this.queryTerms(question);
    if (terms.size === 0) return [];
    const saved = new Set(conditionIds);
    const wanted = formatsOf(question);
    const scored = this.docs
      .filter((d) => premium || !d.item.isPremium)
      .map((doc) => {
        let score = 0;
        for (const [term, weight] of terms) score += weight * this.termScore(doc, term);
        if (score > 0 && doc.item.conditions.some((c) => saved.has(c.id))) score *= SAVED_CONDITION_BOOST;
        score *= wanted.get(doc.item.type) ?? 1;
        return { doc, score };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    const best = scored[0]?.score ?? 0;
    return scored
      .filter((s) => s.score >= best * WEAK_SHARE)
      .slice(0, Math.max(1, limit))
      .map(({ doc, score }) => ({
        id: doc.item.id,
        title: doc.item.title,
        type: doc.item.type,
        description: doc.item.description,
        passage: this.passage(doc, terms),
        rank: Math.round(score * 1000) / 1000,
      }));
  }

  /**
   * The question with each word the library and the thesaurus do not know (demetia, centerlink,
   * anxity) read as the known word one slip of the thumb away, the one the library uses most
   * when several are. Short words and words whose stem is known are left alone.
   */
  spellingsCorrected(question: string): string {
    return question.replace(/[A-Za-z]+/g, (typed) => {
      const word = words(typed)[0] ?? typed;
      const known = this.knownWordFor(word);
      return known === word ? typed : known;
    });
  }

  private knownWordFor(word: string): string {
    const stem = stemOf(word);
    if (word.length < SHORTEST_MISSPELLING || /[^a-z]/.test(word) || isStopWord(word) || this.vocabulary.has(word) || (stem !== null && this.idf.has(stem))) return word;
    let best = word;
    let bestUse = -1;
    for (const [known, use] of this.vocabulary) if (use > bestUse && oneSlipFrom(word, known)) [best, bestUse] = [known, use];
    return best;
  }

  /** The question's stems (weight 1) and the thesaurus's expansions (their weight), each once at its highest. */
  private queryTerms(question: string): Map<string, number> {
    const terms = new Map<string, number>();
    const add = (term: string, weight: number) => {
      if (this.idf.has(term) && weight > (terms.get(term) ?? 0)) terms.set(term, weight);
    };
    const own = stems(question);
    // A kind of item named ("a podcast") is the type preference's to weigh, unless it is all the question says.
    const searched = own.some((term) => !formatStems.has(term)) ? own.filter((term) => !formatStems.has(term)) : own;
    for (const term of searched) add(term, 1);
    for (const expansion of conceptsOf(question)) for (const term of stems(expansion.term)) add(term, expansion.weight);
    return terms;
  }

  private termScore(doc: Doc, term: string): number {
    let tf = 0;
    for (const field of fields) {
      const raw = doc.tf[field].get(term);
      if (!raw) continue;
      tf += (fieldWeights[field] * raw) / (1 - B + (B * doc.length[field]) / this.averageLength[field]);
    }
    return tf === 0 ? 0 : (this.idf.get(term) ?? 0) * (tf / (K1 + tf));
  }

  /** The item's best run of whole sentences for the question: where its words (and their expansions) are. */
  private passage(doc: Doc, terms: Map<string, number>): string {
    const sentences = doc.sentences;
    if (sentences.length === 0) return doc.item.description;
    const value = (sentence: string) => [...new Set(stems(sentence))].reduce((sum, t) => sum + (terms.get(t) ?? 0) * (this.idf.get(t) ?? 0), 0);
    let bestAt = 0;
    let bestValue = -1;
    sentences.forEach((sentence, i) => {
      const v = value(sentence);
      if (v > bestValue) [bestAt, bestValue] = [i, v];
    });
    // Nothing matched in the body: its opening says what the item is.
    if (bestValue <= 0) bestAt = 0;
    let passage = sentences[bestAt];
    for (let next = bestAt + 1; next < sentences.length && passage.length + sentences[next].length < PASSAGE_CHARS; next++) passage += ` ${sentences[next]}`;
    return passage.length > PASSAGE_CHARS * 2 ? `${passage.slice(0, PASSAGE_CHARS * 2 - 1).replace(/\s+\S*$/, '')}…` : passage;
  }
}
