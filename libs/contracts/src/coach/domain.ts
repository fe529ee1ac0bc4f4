import { z } from 'zod';
import { crisisFamilies } from '../safety/cards';
import { pageQuerySchema, pageSchema } from '../shared/paging';

/** The coach's limits: one message, a day's use per member, and how long history is kept. */
export const coachLimits = {
  messageMaxLength: 2000,
  messagesPerDay: 40,
  /** Model tokens (prompt and answer) a member may use in a day; the library assistant uses none. */
  tokensPerDay: 60_000,
  historyDays: 90,
  /** The most recent messages the screen shows, and the most a model is given as context. */
  historyShown: 60,
  modelContextMessages: 8,
  /** How long the crisis card stays once crisis language was used, even across a clear. */
  crisisCardHours: 24,
  /** Library items retrieved for one answer. */
  passages: 4,
} as const;

/** Which provider writes the coach's answers. */
export const coachProviderKinds = ['library', 'model'] as const;
export type CoachProviderKind = (typeof coachProviderKinds)[number];

export const CoachCitationSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  /** The item's page in the library: `/content/{type}/{id}`. */
  href: z.string(),
});
export type CoachCitation = z.infer<typeof CoachCitationSchema>;

export const coachRoles = ['user', 'assistant', 'system'] as const;
export type CoachRole = (typeof coachRoles)[number];

export const CoachMessageSchema = z.object({
  id: z.string(),
  role: z.enum(coachRoles),
  content: z.string(),
  timestamp: z.string(),
  citations: z.array(CoachCitationSchema),
  crisis: z.boolean(),
});
export type CoachMessage = z.infer<typeof CoachMessageSchema>;

/** What `POST /api/coach/chat` answers. */
export const CoachReplySchema = z.object({
  response: z.string(),
  citations: z.array(CoachCitationSchema),
  /** True when the crisis card applies: it stays on screen for the rest of the conversation. */
  crisis: z.boolean(),
  /** Which crisis card: the families of danger found; empty when none. */
  crisisFamilies: z.array(z.enum(crisisFamilies)),
  provider: z.enum(coachProviderKinds),
  /** What was refused or changed, for the screen's notice; null for an ordinary answer. */
  safety: z.enum(['crisis', 'medical', 'off-library']).nullable(),
});
export type CoachReply = z.infer<typeof CoachReplySchema>;

/** What the member is told before the first message (privacy principles 5 and 8). */
export const CoachConsentNoticeSchema = z.object({
  version: z.string(),
  title: z.string(),
  points: z.array(z.string()),
});
export type CoachConsentNotice = z.infer<typeof CoachConsentNoticeSchema>;

export const CoachStateSchema = z.object({
  consent: z.object({ version: z.string(), givenAt: z.string() }).nullable(),
  notice: CoachConsentNoticeSchema,
  greeting: z.string(),
  /** The most recent messages (at most `coachLimits.historyShown`), oldest first. */
  messages: z.array(CoachMessageSchema),
  /**
   * Where the conversation goes on before `messages`: the cursor of `GET /api/coach/history`
   * for the messages just before the first one shown; null when nothing earlier is kept.
   */
  earlierCursor: z.string().nullable(),
  crisis: z.boolean(),
  /** The families of the card on screen (the most recent crisis in its window); empty when none. */
  crisisFamilies: z.array(z.enum(crisisFamilies)),
  provider: z.object({ kind: z.enum(coachProviderKinds), label: z.string() }),
  usage: z.object({ messagesToday: z.number(), messagesPerDay: z.number() }),
});
export type CoachState = z.infer<typeof CoachStateSchema>;

/** Earlier messages on a page of `GET /api/coach/history` unless `limit` says otherwise. */
export const coachHistoryPageSize = 30;

/** `GET /api/coach/history`: `limit` and `cursor` (the state's `earlierCursor`, then each page's `nextCursor`). */
export const CoachHistoryQuerySchema = pageQuerySchema('messages', coachHistoryPageSize);
export type CoachHistoryQuery = z.output<typeof CoachHistoryQuerySchema>;
/** A page of the kept conversation going back in time: the newest of the page first. */
export const CoachHistoryPageSchema = pageSchema(CoachMessageSchema);

/** Who the coach is talking to: names the gateway looks up for the greeting and the context. */
export interface CoachContext {
  firstName: string | null;
  conditions: string[];
}

/** The five starter topics of the coach's side panel (spec §9). */
export const coachStarterTopics = [
  'What should I ask at my next specialist appointment?',
  'What support is there for carers like me?',
  'How do I find my way around My Aged Care?',
  'What does an NDIS plan cover?',
  'How can I look after myself while caring for someone?',
] as const;

/** The coach's fixed texts. */
export const coachMessages = {
  /** Spec §8: the toast and the system message when the coach fails. */
  failedToast: 'Failed to get a response from the virtual coach. Please try again.',
  failedSystem: "I'm sorry, I'm having trouble responding right now. Please try again in a moment.",
  consentRequired: 'Please read and accept how the coach keeps your messages before you start.',
  consentOutdated: 'How the coach keeps your messages has changed. Please read it again and accept to go on.',
  tooLong: `message must be at most ${coachLimits.messageMaxLength} characters`,
  dailyMessages: `You have reached today's limit of ${coachLimits.messagesPerDay} messages with the coach. It starts again at midnight (Sydney time).`,
  dailyTokens: "You have reached today's limit for the coach. It starts again at midnight (Sydney time).",
  /** Said with the crisis card: fixed text, never generated. */
  crisis:
    'It sounds like things are really hard right now. I am not able to help with this, but people are ready to talk with you at any hour. If anyone is in danger, call 000 now.',
  /** Personal diagnosis, doses, starting or stopping treatment. */
  medical:
    'I cannot give a diagnosis or advice about medicines, doses or treatment: that needs someone who knows your health. Please ask your GP or pharmacist (or call healthdirect on 1800 022 222, any time). Here is what Kiin\'s library has that may help you prepare:',
  medicalNothing:
    'I cannot give a diagnosis or advice about medicines, doses or treatment: that needs someone who knows your health. Please ask your GP or pharmacist, or call healthdirect on 1800 022 222, any time.',
  /** When the library has nothing on the question. */
  nothingFound:
    'Kiin\'s library does not have anything on that yet, so I would rather not guess. For health questions, healthdirect (1800 022 222, any time) can help; for caring, Carer Gateway (1800 422 737); for aged care, My Aged Care (1800 200 422).',
  /** The library assistant's opening line: what it is. */
  libraryIntro: 'Here is what Kiin\'s library has on that (library assistant: these are matching items from the library, not written by a language model):',
  greeting: (firstName: string | null, conditions: readonly string[]) =>
    `Hello${firstName ? ` ${firstName}` : ''}! I'm your Kiin care coach. ${
      conditions.length > 0 ? `I can see you're following ${listOf(conditions)}. ` : ''
    }I can help you find your way: what to ask a specialist, which service or payment fits, or what a term means, always from Kiin's library. I'm not a clinician and can't give medical advice. What would you like to know?`,
} as const;

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The version of the consent notice in force; a new version asks again. */
export const coachConsentVersion = '2026-11-25';

/** The notice shown before the first message. `modelWhere` names the provider and country when one is configured. */
export function coachConsentNotice(modelWhere: string | null): CoachConsentNotice {
  return {
    version: coachConsentVersion,
    title: 'Before you start',
    points: [
      'The coach helps you find your way using Kiin\'s library. It is not a clinician and does not give medical advice, a diagnosis or advice about medicines.',
      `What you write to the coach is health information. Kiin keeps your conversation for ${coachLimits.historyDays} days so you can come back to it, then deletes it. You can clear it at any time.`,
      modelWhere
        ? `Your messages, with phone numbers, email addresses and Medicare and other numbers removed, are sent to ${modelWhere} to write the answers. That provider is outside Australia.`
        : 'Your messages stay with Kiin in Australia: answers come from Kiin\'s library, without an outside language model.',
      'If you or someone you care for is in danger, call 000. The coach shows crisis lines whenever it notices you may need them.',
      'You can withdraw this consent at any time; your conversation is then deleted.',
    ],
  };
}
