/**
 * Words as the library's retrieval compares them: lower case, Australian and American spellings
 * alike, without the small words every question holds, and cut to a stem so that "carers",
 * "caring" and "cared" meet "carer".
 */

const stopWords = new Set(
  `a about above after again against all also am an and any anyone anything are aren around as at be because been before being below between both but by can
  cannot cant could couldnt did didnt do does doesnt doing dont down during each even ever every few for from further get gets getting go going got had has hasnt
  have havent having he hed hes her here hers herself him himself his how i id if ill im in into is isnt it its itself ive just know let like lot lots me might
  more most much must my myself need needs no nor not now of off often on once only or other ought our ours ourselves out over own please quite really same
  she shed shes should shouldnt so some something still such than thanks that thats the their theirs them themselves then there theres these they theyre this
  those through to too under until up us very was wasnt we were weve what whats when where which while who whom why will with wont would wouldnt yet you
  youre your yours yourself yourselves anybody someone somebody thing things way ways want wants tell tips tip advice help helps start sure`.split(/\s+/),
);

/** British and Australian spellings mapped to one form, before stemming. */
const spellings: [RegExp, string][] = [
  [/paediatric/g, 'pediatric'],
  [/orthopaedic/g, 'orthopedic'],
  [/haemo/g, 'hemo'],
  [/oedema/g, 'edema'],
  [/anaesthe/g, 'anesthe'],
  [/ae(?=mia)/g, 'e'],
  [/isation/g, 'ization'],
  [/ise\b/g, 'ize'],
  [/ised\b/g, 'ized'],
  [/ising\b/g, 'izing'],
  [/(?<=[a-z]{3})our\b/g, 'or'],
];

/**
 * Words whose -er is part of the word, not a suffix: cut, they would meet another word
 * (career and care, shower and show, number and numb, letter and let). Words of five letters or
 * fewer keep their -er anyway.
 */
const wholeEr = new Set(
  `answer better brother cancer career chamber consider corner daughter father finger letter member mother number partner register remember shower
  sister together whether winter`.split(/\s+/),
);

/** A light suffix stripper (enough for matching, not linguistics): the same for items and questions. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is') && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  // caring, cared -> car: the e the ending took (care).
  if (w.length <= 3 && word.length > 4 && /[^aeiou][aeiouy][^aeiouwxy]$/.test(w)) w = `${w}e`;
  else if (w.endsWith('er') && w.length > 5 && !wholeEr.has(w)) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  // carer/caring/cared -> car; double consonants: stopped -> stopp -> stop.
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The words of a text, lower case, spellings made one. */
export function words(text: string): string[] {
  // F.A.S.T., e.g. and GLA:D are one word each.
  let lower = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\b(?:[a-z]\.){2,}/g, (acronym) => acronym.replace(/\./g, ''))
    .replace(/(?<=[a-z]):(?=[a-z])/g, '');
  for (const [from, to] of spellings) lower = lower.replace(from, to);
  return lower.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

/** One word's stem (a word of `words`), or null for a small word every question holds. */
export function stemOf(word: string): string | null {
  const w = word.replace(/'(?!s$).*$/, '').replace(/'s$/, '');
  return w.length > 1 && !isStopWord(w) ? stem(w) : null;
}

/** The stems of a text's meaningful words, in order (repeats kept). */
export function stems(text: string): string[] {
  return words(text)
    .map(stemOf)
    .filter((s): s is string => s !== null);
}

/** Whether a word is one of the small words every question holds. */
export function isStopWord(word: string): boolean {
  return stopWords.has(word.replace(/'/g, ''));
}

/** A word of this length or more may also have a letter added or mistyped. */
const LONG_WORD = 8;

/**
 * Whether `typed` is `known` with one slip of the thumb: a letter left out or two neighbouring
 * letters swapped (demetia, alzhiemers); in a long word also a letter added or mistyped
 * (excercise, diabetis). A short word one letter from another is usually another word (sister
 * and sitter, mother and other), so those slips count only in long words.
 */
export function oneSlipFrom(typed: string, known: string): boolean {
  const long = typed.length >= LONG_WORD;
  if (typed.length === known.length - 1) return dropsOne(known, typed);
  if (typed.length === known.length + 1) return long && dropsOne(typed, known);
  if (typed.length !== known.length || typed === known) return false;
  const differ = [...typed].flatMap((c, i) => (c === known[i] ? [] : [i]));
  if (differ.length === 2 && differ[1] === differ[0] + 1) return typed[differ[0]] === known[differ[1]] && typed[differ[1]] === known[differ[0]];
  return long && differ.length === 1;
}

/** Whether `shorter` is `longer` with one letter left out. */
function dropsOne(longer: string, shorter: string): boolean {
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  return longer.slice(i + 1) === shorter.slice(i);
}
