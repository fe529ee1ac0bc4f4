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
const groupIds = new Map<string, number>();
const arrayIds = new WeakMap<readonly string[], number>();
let arrays = 0;
const arrayId = (a: readonly string[]) => {
  let id = arrayIds.get(a);
  if (id === undefined) arrayIds.set(a, (id = arrays++));
  return id;
};
const marked = /\ue000(\d+)\ue001/g;

/** The regular expression source behind the marks in `source`. */
export const expand = (source: string): string => source.replace(marked, (_, id: string) => expand(groups[Number(id)]));

/** One of these words or phrases (phrases are space separated tokens); `re:` entries are raw. */
export const w = (...entries: (string | readonly string[])[]): string => {
  const key = entries.map((e) => (typeof e === 'string' ? e : `\ue002${arrayId(e)}`)).join('\ue003');
  let id = groupIds.get(key);
  if (id === undefined) {
    const source = `(?:${entries
      .flat()
      .map((e) => (e.startsWith('re:') ? e.slice(3) : e.startsWith('\ue000') || e.startsWith('(?:') ? e : esc(e)))
      .join('|')})`;
    id = groups.push(source) - 1;
    groupIds.set(key, id);
  }
  return `\ue000${id}\ue001`;
};

/** Up to n tokens of anything, each preceded by its space. */
export const g = (n: number): string => `(?: \\S+){0,${n}}`;

const compiled = new Map<string, RegExp>();
/** A pattern over a sentence view: tokens joined by single spaces, whole tokens only. */
export const p = (...parts: string[]): RegExp => {
  const key = parts.join(' ');
  let re = compiled.get(key);
  if (!re) {
    re = new RegExp(` ${expand(key).replace(/ \(\?: \\S\+\)/g, '(?: \\S+)')} `);
    compiled.set(key, re);
  }
  return re;
};

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
