import type { CoachProviderKind, LibraryPassage } from '@kiin/contracts';

/** What a provider is given: the fixed instructions, recent turns, the question and the library's passages. */
export interface AnswerInput {
  history: { role: 'user' | 'assistant'; content: string }[];
  message: string;
  passages: LibraryPassage[];
}

export interface Answer {
  text: string;
  /** Model tokens used (prompt and answer); 0 for the library assistant. */
  tokens: number;
}

/** One port, two providers: the library assistant (default) and an OpenAI-compatible model. */
export interface CoachProvider {
  readonly kind: CoachProviderKind;
  /** How the screen names who writes the answers. */
  readonly label: string;
  /** Who processes messages and where, for the consent notice; null when nothing leaves Kiin. */
  readonly processor: string | null;
  answer(input: AnswerInput): Promise<Answer>;
}

export const COACH_PROVIDER = Symbol('COACH_PROVIDER');

/** The first sentence or so of a passage: what the library assistant says about an item. */
export function leadSentence(passage: LibraryPassage): string {
  const text = (passage.passage || passage.description).replace(/[#*_>`]/g, '').replace(/\s+/g, ' ').trim();
  const sentence = /^(.{40,240}?[.!?])(\s|$)/.exec(text)?.[1] ?? (text.length > 240 ? `${text.slice(0, 237).trimEnd()}…` : text);
  return sentence;
}

/** The items as a numbered list, one sentence each: how both providers name their sources. */
export function listPassages(passages: readonly LibraryPassage[]): string {
  return passages.map((p, i) => `${i + 1}. ${p.title}: ${leadSentence(p)}`).join('\n');
}
