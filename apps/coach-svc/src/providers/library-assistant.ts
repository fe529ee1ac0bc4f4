import { coachMessages } from '@kiin/contracts';
import type { Answer, AnswerInput, CoachProvider } from './provider';
import { listPassages } from './provider';

/**
 * The default provider: answers from the library alone, with the most relevant items and a
 * sentence on each, and says so. Nothing leaves Kiin and no model writes anything.
 */
export class LibraryAssistant implements CoachProvider {
  readonly kind = 'library' as const;
  readonly label = 'Library assistant: answers are matching items from Kiin\'s library, not written by a language model.';
  readonly processor = null;

  answer({ passages }: AnswerInput): Promise<Answer> {
    return Promise.resolve({ text: `${coachMessages.libraryIntro}\n\n${listPassages(passages)}`, tokens: 0 });
  }
}
