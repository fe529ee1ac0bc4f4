import type { CoachEnv } from '../config';
import { LibraryAssistant } from './library-assistant';
import { OpenAiModel } from './openai-model';
import type { CoachProvider } from './provider';

/** The model when a key is configured; otherwise the library assistant. */
export function openCoachProvider(env: CoachEnv): CoachProvider {
  return env.OPENAI_API_KEY ? new OpenAiModel(env) : new LibraryAssistant();
}
