/**
 * One plain form of a text for safety checks and watched phrases: what a reader sees, not the
 * bytes typed. People hide words from filters (a zero-width space, a Cyrillic "о", "k1ll",
 * "s u i c i d e") and type in a hurry ("dieee"); both should read as the word they mean.
 * Pure TypeScript with no dependency: the web app imports contracts.
 */

/** Invisible characters: zero-width spaces and joiners, word joiners, BOM, soft hyphen. */
const invisible = /\u034f|\u17b4|\u17b5|[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * Letters from other scripts that look like Latin ones. NFKC already folds full-width and
 * mathematical letters; these it leaves alone.
 */
const confusables: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', з: '3', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'i', ї: 'i', ј: 'j', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', ү: 'y', ɡ: 'g',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', Ѕ: 'S', І: 'I',
  Ј: 'J', Ԁ: 'D', Һ: 'H', Ԛ: 'Q', Ԝ: 'W', Ӏ: 'l',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w',
  ς: 's', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y',
  Χ: 'X',
  // Latin look-alikes outside ASCII
  ı: 'i', ȷ: 'j', ɑ: 'a', ɩ: 'i', ʟ: 'l', ɪ: 'i', ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ɢ: 'g', ʜ: 'h', ᴊ: 'j',
  ᴋ: 'k', ᴍ: 'm', ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
  ø: 'o', ł: 'l', đ: 'd', ħ: 'h', ß: 'ss', æ: 'ae', œ: 'oe',
};
const confusable = new RegExp(`[${Object.keys(confusables).join('')}]`, 'gu');

/** Digits and symbols that stand for letters inside a word. */
const leet: Record<string, string> = { '1': 'i', '3': 'e', '4': 'a', '0': 'o', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };

/** A number followed by a unit or ordinal ("5mg", "2am", "3rd") is a number, not a disguised word. */
const numberWithUnit = /^\d+(?:[.,]\d+)?(?:mg|mcg|ml|l|g|kg|km|m|cm|mm|am|pm|st|nd|rd|th|s|x|k|h|hr|hrs|min|mins|yo|yr|yrs|iu|mmol|d|wd)?$/;

/** A token made of letters and letter-like digits or symbols, with at least one real letter. */
function unLeet(token: string): string {
  const lead = /^[^a-z0-9@$!|]*/.exec(token)?.[0] ?? '';
  const trail = /[^a-z0-9@$|]*$/.exec(token.slice(lead.length))?.[0] ?? '';
  const core = token.slice(lead.length, token.length - trail.length);
  if (!/[a-z]/.test(core) || !/[0-9@$!|]/.test(core) || numberWithUnit.test(core)) return token;
  // "!" ends sentences and "|" separates things: they are letters only after one ("ki||").
  const inner = core.replace(/(?<=[a-z0-9@$])[!|]+/g, (m) => m.replace(/[!|]/g, (c) => leet[c]));
  if (!/^[a-z013457@$]+$/.test(inner)) return token;
  return lead + inner.replace(/[013457@$]/g, (c) => leet[c]) + trail;
}

/** Runs of three or more of a letter: "killll" → "kill", "dieee" → "die", "sooo" → "so". */
function squeeze(word: string): string {
  return word.replace(/([a-z])\1{2,}/g, (run: string, letter: string, at: number) => {
    const atEnd = at + run.length === word.length || !/[a-z]/.test(word[at + run.length]);
    // Some letters are seldom doubled at all (a, i, u ...); words end in a double l, s, f or z
    // (kill, less, off, buzz) and seldom another.
    if ('ahijkquvwxy'.includes(letter)) return letter;
    return atEnd && !'lsfz'.includes(letter) ? letter : letter + letter;
  });
}

/** Letters spelled out one at a time: "s u i c i d e", "k-i-l-l", "d.i.e". */
const spelledOut = /(?<![\p{L}\p{N}'])[a-z0-9@$]( ?[.\-_*~] ?| )[a-z0-9@$](?:\1[a-z0-9@$])+(?![\p{L}\p{N}])/gu;

function joinSpelledOut(text: string): string {
  return text.replace(spelledOut, (run) => {
    const letters = run.replace(/[ .\-_*~]/g, '');
    // Three letters at least, or "1 2 3" and "a 4" would become words.
    return (letters.match(/[a-z]/g)?.length ?? 0) >= 3 ? letters : run;
  });
}

/** Whole sentences spelled out, words set apart by wider gaps: "w a n t   t o   d i e". */
const spelledWords = /(?<![\p{L}\p{N}])[a-z](?: [a-z])*(?: {2,}[a-z](?: [a-z])*)+(?![\p{L}\p{N}])/gu;

function joinSpelledWords(text: string): string {
  return text.replace(spelledWords, (run) =>
    run
      .split(/ {2,}/)
      .map((word) => word.replace(/ /g, ''))
      .join(' '),
  );
}

/** The text as a safety check should read it; see the file comment. */
export function normaliseForSafety(text: string): string {
  const folded = text
    .normalize('NFKC')
    .replace(invisible, '')
    .normalize('NFD')
    .replace(/\p{Mn}+/gu, '')
    .normalize('NFC')
    .replace(confusable, (c) => confusables[c])
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u02bc\u02b9\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212\ufe58\ufe63]/g, '-');
  return joinSpelledOut(joinSpelledWords(folded.replace(/[\t\u00a0\u3000]/g, ' ').trim()).split(/\s+/).join(' '))
    .split(' ')
    .map((word) => squeeze(unLeet(word)))
    .join(' ');
}
