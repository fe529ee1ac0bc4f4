import { normaliseForSafety } from '../safety/normalise';
import type { WatchedPhraseAction } from './domain';

/**
 * Crisis language. A post that uses any of these is never blocked: it is published as usual,
 * its author sees the crisis card at once, it goes to the priority end of the moderation
 * queue and moderators are emailed. The list errs on the side of noticing; a moderator who
 * finds nothing wrong keeps the post. Matching is case-insensitive on whole words, with
 * straight and curly apostrophes alike and any run of spaces or line breaks between words.
 */
export const crisisPhrases = [
  'suicide',
  'suicidal',
  'kill myself',
  'killing myself',
  'end my life',
  'ending my life',
  'take my own life',
  'want to die',
  'wanna die',
  'better off dead',
  'better off without me',
  'no reason to live',
  "can't go on",
  'cannot go on',
  "can't do this anymore",
  "can't take it anymore",
  'self-harm',
  'self harm',
  'harming myself',
  'hurt myself',
  'hurting myself',
  'cutting myself',
  'overdose',
  'overdosed',
  'od on',
  'abuse',
  'abused',
  'abusing me',
  'hits me',
  'hitting me',
  'afraid for my life',
  'unsafe at home',
] as const;

/**
 * The watched phrases community-svc is seeded with (moderators edit the list afterwards):
 * spam and selling medication are blocked or held; phrases that often go with spam are held.
 */
export const seedWatchedPhrases: { phrase: string; action: WatchedPhraseAction }[] = [
  { phrase: 'buy now', action: 'block' },
  { phrase: 'click here to buy', action: 'block' },
  { phrase: 'without prescription', action: 'block' },
  { phrase: 'without a prescription', action: 'block' },
  { phrase: 'no prescription needed', action: 'block' },
  { phrase: 'cheap pills', action: 'block' },
  { phrase: 'pills for sale', action: 'block' },
  { phrase: 'online pharmacy', action: 'hold' },
  { phrase: 'discount code', action: 'hold' },
  { phrase: 'whatsapp me', action: 'hold' },
  { phrase: 'dm me for', action: 'hold' },
  { phrase: 'miracle cure', action: 'flag' },
  { phrase: 'guaranteed cure', action: 'flag' },
  { phrase: 'stop taking your medication', action: 'flag' },
];

/**
 * The form phrases are matched in: the safety normaliser's, so a watched phrase is found
 * through a zero-width space, a look-alike letter or "b-u-y n0w" as the crisis check finds
 * words through them.
 */
export function normaliseForMatching(value: string): string {
  return normaliseForSafety(value);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `phrase` occurs in `text` as whole words (normalised both sides). */
export function containsPhrase(text: string, phrase: string): boolean {
  const p = normaliseForMatching(phrase).trim();
  if (!p) return false;
  const pattern = escape(p).replace(/ /g, '\\s+').replace(/-/g, '[- ]?');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${pattern}($|[^\\p{L}\\p{N}])`, 'u').test(normaliseForMatching(text));
}

/** True when the text uses crisis language. */
export const usesCrisisLanguage = (text: string): boolean => crisisPhrases.some((p) => containsPhrase(text, p));

/**
 * The strongest action the watched phrases call for on `text`: block over hold over flag;
 * null when none match.
 */
export function watchedAction(
  text: string,
  phrases: readonly { phrase: string; action: WatchedPhraseAction }[],
): WatchedPhraseAction | null {
  const rank: Record<WatchedPhraseAction, number> = { flag: 1, hold: 2, block: 3 };
  let found: WatchedPhraseAction | null = null;
  for (const { phrase, action } of phrases) {
    if ((found === null || rank[action] > rank[found]) && containsPhrase(text, phrase)) found = action;
  }
  return found;
}
