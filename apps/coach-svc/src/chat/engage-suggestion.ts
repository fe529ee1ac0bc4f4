import { type CoachCitation, type SupportNeed, supportNeedLabels } from '@kiin/contracts';

/**
 * "Who can help with respite near 2000?": a member asking for services rather than for
 * information is pointed to Engage (`/engage`), with the need and the postcode they named
 * filled in. The library's answer stays; the link comes in addition, as the last source.
 */
export interface EngageSuggestion {
  need: SupportNeed | null;
  /** A postcode named after "near", "in", "around"…; null when none was. */
  where: string | null;
  href: string;
}

/** Each need by the words people use for it, the more specific first (young carers before carers). */
const needWords: [SupportNeed, RegExp][] = [
  ['young-carers', /\b(?:young|teen(?:age)?|child|kid) carers?\b/],
  ['dementia', /\b(?:dementia|alzheimer'?s?)\b/],
  ['aged-care-assessment', /\b(?:aged care assessment|acat|acas|my aged care|aged care)\b/],
  ['respite', /\b(?:respite|a break from caring|short[- ]term care)\b/],
  ['counselling', /\b(?:counsell?(?:ing|ors?)|therap(?:y|ists?)|psychologists?|someone to talk to)\b/],
  ['financial-help', /\b(?:financial (?:help|support|assistance)|money|carer (?:payment|allowance)|centrelink|bills)\b/],
  ['in-home-care', /\b(?:help at home|home care|in[- ]home (?:care|help|support)|home help|cleaning|meals on wheels)\b/],
  ['legal', /\b(?:legal|lawyers?|advoca(?:cy|tes?)|my rights)\b/],
  ['disability', /\b(?:disabilit(?:y|ies)|ndis)\b/],
];

/** Asking who or where, or for services, near somewhere. */
const asksForHelp = [
  /\bwho (?:can|could|will|would) help\b/,
  /\bwhere (?:can|could|do|should|would) (?:i|we|they|he|she|my \w+)\b[^.?!]*\b(?:get|find|go|access|apply|turn)\b/,
  /\b(?:services?|organi[sz]ations?|support groups?|providers?|agenc(?:y|ies))\b[^.?!]*\b(?:for|near|in|around|that)\b/,
  /\b(?:find|looking for|need|want)\b[^.?!]{0,30}\b(?:services?|organi[sz]ations?|support groups?|providers?|counsell?ors?)\b/,
  /\bnear (?:me|us|here)\b|\bin my area\b|\blocal (?:services?|support|help)\b/,
];

/** Signs of a place: near me, a postcode after a place word. */
const placeWords = /\bnear (?:me|us|here)\b|\bin my area\b|\blocal\b/;
const postcodePattern = /\b(?:near|in|around|postcode|area|at|of)\s+(\d{4})\b/;
/** Asking to understand something is for the library, unless services or a place are named too. */
const wantsToUnderstand = /\b(?:understand|explain|learn (?:about|more)|what (?:is|are|does)|tell me about|make sense of)\b/;
const serviceWords = /\b(?:services?|organi[sz]ations?|support groups?|providers?|agenc(?:y|ies))\b/;

/** The address of Engage for a need and a place, as EngagePage reads it (`engage-search.ts`). */
export function engageHref(need: SupportNeed | null, where: string | null): string {
  const params = new URLSearchParams();
  if (need) params.set('need', need);
  if (where) params.set('where', where);
  const query = params.toString();
  return query ? `/engage?${query}` : '/engage';
}

/** The suggestion for a message that asks for services, or null for one that does not. */
export function engageSuggestion(message: string): EngageSuggestion | null {
  const text = message.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');
  if (!asksForHelp.some((pattern) => pattern.test(text))) return null;
  const need = needWords.find(([, words]) => words.test(text))?.[0] ?? null;
  const where = postcodePattern.exec(text)?.[1] ?? null;
  const named = serviceWords.test(text) || placeWords.test(text) || where !== null;
  if (!need && !named) return null;
  if (wantsToUnderstand.test(text) && !named) return null;
  return { need, where, href: engageHref(need, where) };
}

/** The suggestion as the answer's last source: the screen lists it with the library's, as a link. */
export function engageCitation({ need, where, href }: EngageSuggestion): CoachCitation {
  const what = need ? `${supportNeedLabels[need]} services` : 'support services';
  return { id: 'engage', title: `Find ${what} ${where ? `near ${where}` : 'near you'}`, type: 'engage', href };
}

/** The line the answer ends with, so the link is explained where the member reads. */
export const engageLine = (suggestion: EngageSuggestion): string =>
  `To find ${suggestion.need ? `${supportNeedLabels[suggestion.need]} services` : 'services'} ${suggestion.where ? `near ${suggestion.where}` : 'near you'}, open Find services (linked below): it lists carer support services by postcode and need.`;
