import { bothViews, type Sentence } from './text';
import { negationBreakers, negators } from './lexicon';

/**
 * The small pattern language the rules are written in. A sentence view is " w1 w2 w3 ", so
 * `w('kill', 'murder')` is one token out of a set, `g(3)` is up to three tokens of anything,
 * and a pattern is their concatenation with single spaces between tokens.
 */

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Groups are interned: `w(...)` returns a short mark standing for its alternation, and `p`
 * expands the marks once, when it first compiles a pattern. Rules can then build their
 * patterns inline, where they read best, at the cost of a map lookup per call.
 */
const groups: string[] = [];
const marked = /\ue000(\d+)\ue001/g;

/** The regular expression source behind the marks in `source`. */
export const expand = (source: string): string => source.replace(marked, (_, id: string) => expand(groups[Number(id)]));

/**
 * A cache keyed by a sequence of arguments, found by the first and confirmed by comparing the
 * rest one by one (the same string literal or array each call, so mostly a pointer compare).
 * The rules call `w` and `p` inline on every check: a key built by joining the arguments (a new
 * long string, hashed each time) cost more than the matching, 49 % of the check's time.
 */
type Cache<T> = Map<unknown, { args: readonly unknown[]; value: T }[]>;
function cached<T>(cache: Cache<T>, args: readonly unknown[], make: () => T): T {
  let entries = cache.get(args[0]);
  if (!entries) cache.set(args[0], (entries = []));
  search: for (const entry of entries) {
    if (entry.args.length !== args.length) continue;
    for (let i = 1; i < args.length; i++) if (entry.args[i] !== args[i]) continue search;
    return entry.value;
  }
  const value = make();
  entries.push({ args: [...args], value });
  return value;
}

/** Marks by their alternation's source: the same alternation built twice is one group. */
const groupIds = new Map<string, string>();
const wordGroups: Cache<string> = new Map();

/** One of these words or phrases (phrases are space separated tokens); `re:` entries are raw. */
export const w = (...entries: (string | readonly string[])[]): string =>
  cached(wordGroups, entries, () => {
    const source = `(?:${entries
      .flat()
      .map((e) => (e.startsWith('re:') ? e.slice(3) : e.startsWith('\ue000') || e.startsWith('(?:') ? e : esc(e)))
      .join('|')})`;
    let mark = groupIds.get(source);
    if (mark === undefined) groupIds.set(source, (mark = `\ue000${groups.push(source) - 1}\ue001`));
    return mark;
  });

/** Up to n tokens of anything, each preceded by its space. */
export const g = (n: number): string => `(?: \\S+){0,${n}}`;

const compiled = new Map<string, RegExp>();
const patterns: Cache<RegExp> = new Map();
/** A pattern over a sentence view: tokens joined by single spaces, whole tokens only. */
export const p = (...parts: string[]): RegExp =>
  cached(patterns, parts, () => {
    const key = parts.join(' ');
    let re = compiled.get(key);
    if (!re) {
      re = new RegExp(` ${expand(key).replace(/ \(\?: \\S\+\)/g, '(?: \\S+)')} `);
      compiled.set(key, re);
    }
    return re;
  });

const negatorSet = new Set(negators);
const breakerSet = new Set(negationBreakers);

/** True when the match at `index` is not under a negation ("i would never hurt her"). */
function affirmedAt(view: string, index: number): boolean {
  const before = view.slice(Math.max(0, index - 80), index).split(/ +/).slice(-5);
  for (let i = before.length - 1; i >= 0; i--) {
    const token = before[i];
    if (token.includes('\n') || breakerSet.has(token) || /^[,;:.!?]$/.test(token)) return true;
    if (negatorSet.has(token) && before[i - 1] !== 'why') return false;
  }
  return true;
}

const viewsOf = new WeakMap<Sentence, string>();
const views = (s: Sentence): string => {
  let both = viewsOf.get(s);
  if (both === undefined) viewsOf.set(s, (both = bothViews(s)));
  return both;
};
const global = new WeakMap<RegExp, RegExp>();

/** The pattern occurs in the sentence (words or lemmas), not negated just before. */
export function has(s: Sentence, re: RegExp): boolean {
  const text = views(s);
  let all = global.get(re);
  if (!all) global.set(re, (all = new RegExp(re.source, 'g')));
  all.lastIndex = 0;
  for (let m = all.exec(text); m; m = all.exec(text)) {
    if (affirmedAt(text, m.index + 1)) return true;
    all.lastIndex = m.index + 1;
  }
  return false;
}

/** The pattern occurs, negated or not. */
export function mentions(s: Sentence, re: RegExp): boolean {
  return re.test(views(s));
}
