import { z } from 'zod';
import { crisisFamilies } from '../safety/cards';
import { multilineText, text, trimInvisible } from '../shared/fields';
import { maxPageSize, pageCursor, pageLimit, pageSchema, singleQueryValue } from '../shared/paging';
import { searchMaxLength } from './paging';

/**
 * kiinbox: questions members ask Kiin's experts, in general (with a topic) or before a kliinic
 * they are booked into; answered, publishable and not hidden ones form a public Q&A (ADR 28).
 */

/** What a question is about: the experts' queue is filtered by it, the public Q&A shows it. */
export const kiinboxTopics = ['getting-a-diagnosis', 'medications', 'carer-wellbeing', 'services-and-funding', 'daily-care', 'other'] as const;
export type KiinboxTopic = (typeof kiinboxTopics)[number];
export const kiinboxTopicLabel: Record<KiinboxTopic, string> = {
  'getting-a-diagnosis': 'Getting a diagnosis',
  medications: 'Medications',
  'carer-wellbeing': 'Carer wellbeing',
  'services-and-funding': 'Services and funding',
  'daily-care': 'Daily care',
  other: 'Something else',
};

/**
 * The fair-share rule (ADR 28), enforced in community-svc's `kiinbox/policy.ts`:
 * - a member may ask `dailyQuestions.free` questions a Sydney day, a premium member
 *   `dailyQuestions.premium` (a question that tells of danger is never refused for it);
 * - the experts' queue takes premium members' questions first, oldest first, except that a free
 *   member's question waiting more than `fairShareHours` rises above every other.
 */
export const kiinboxRules = {
  questionMinLength: 10,
  questionMaxLength: 2000,
  answerMaxLength: 20_000,
  hideNoteMaxLength: 1000,
  libraryItemsMax: 5,
  dailyQuestions: { free: 2, premium: 10 },
  fairShareHours: 48,
  queuePageSize: 20,
  publicPageSize: 20,
  minePageSize: 20,
} as const;

/** Where a question stands, as its asker sees it. `held`: a moderator reads it first (crisis). */
export const kiinboxStatuses = ['pending', 'answered', 'hidden', 'held'] as const;
export type KiinboxStatus = (typeof kiinboxStatuses)[number];

export const kiinboxMessages = {
  dailyLimit: (limit: number, premium: boolean) =>
    premium
      ? `You have asked ${limit} questions today, the most a member can ask in a day. You can ask again tomorrow.`
      : `You have asked ${limit} questions today, the most a free member can ask in a day (premium members can ask ${kiinboxRules.dailyQuestions.premium}). You can ask again tomorrow.`,
  tooShort: (length: number) =>
    `Please write your question in at least ${kiinboxRules.questionMinLength} characters (${kiinboxRules.questionMinLength - length} more needed)`,
  tooLong: `text must be at most ${kiinboxRules.questionMaxLength} characters`,
  topic: `topic must be one of: ${kiinboxTopics.join(', ')}`,
  sessionNotBooked:
    'You can ask before a kliinic only for an upcoming session you have booked. Choose one from your bookings, or leave kliinicSessionId out to ask the experts in general.',
  notFound: 'Question not found',
  notPending: 'This question is not waiting for an answer: it has been answered, hidden or is with a moderator.',
  notHeld: 'This question is not held for a moderator.',
  noSession: 'This question was not asked for a kliinic session, so it cannot be covered in one.',
  libraryItemNotFound: (id: string) => `libraryItemIds: there is no library item ${id}. Choose items from the library (GET /api/content/free or /api/content/premium).`,
  /** What a member reads when their crisis question is held. */
  held: 'Thank you for asking. Your question is with one of our moderators first, who will be in touch through Kiin. If you are in danger now, please use the numbers below.',
  pending: 'Thank you: your question is in the experts\' queue. We will let you know when it is answered.',
  /** The short answer a question covered in a kliinic receives when the session's notes go out. */
  coveredInSession: (sessionTitle: string) =>
    `This question was answered in the kliinic session "${sessionTitle}". The session notes, which cover it, have been sent to everyone booked and are under the session in My kliinics.`,
} as const;

/** The question's text: 10-2000 characters once trimmed. */
export const kiinboxQuestionText = multilineText('text').superRefine((value, ctx) => {
  const length = trimInvisible(value).length;
  if (length < kiinboxRules.questionMinLength) ctx.addIssue({ code: 'custom', message: kiinboxMessages.tooShort(length) });
  else if (length > kiinboxRules.questionMaxLength) ctx.addIssue({ code: 'custom', message: kiinboxMessages.tooLong });
});

export const KiinboxTopicSchema = z.enum(kiinboxTopics, { error: kiinboxMessages.topic });

/** `POST /api/kiinbox/questions`. */
export const AskKiinboxQuestionBodySchema = z.object({
  text: kiinboxQuestionText,
  topic: KiinboxTopicSchema,
  /** A kliinic session the member has booked and that has not started: the question feeds its agenda. */
  kliinicSessionId: z.uuid({ error: 'kliinicSessionId must be a session id (a UUID) from your bookings' }).optional(),
  /** May be published without the asker's name once answered. */
  publishable: z.boolean({ error: 'publishable must be true or false' }),
});
export type AskKiinboxQuestionBody = z.infer<typeof AskKiinboxQuestionBodySchema>;

/** `POST /api/staff/kiinbox/questions/{id}/answer`. */
export const AnswerKiinboxQuestionBodySchema = z.object({
  markdown: multilineText('markdown').pipe(
    z.string().min(1, 'markdown is required').max(kiinboxRules.answerMaxLength, `markdown must be at most ${kiinboxRules.answerMaxLength} characters`),
  ),
  libraryItemIds: z
    .array(z.uuid({ error: 'libraryItemIds must be library item ids (UUIDs)' }), { error: 'libraryItemIds must be a list of library item ids' })
    .max(kiinboxRules.libraryItemsMax, `libraryItemIds: at most ${kiinboxRules.libraryItemsMax} library items`)
    .default([]),
});
export type AnswerKiinboxQuestionBody = z.infer<typeof AnswerKiinboxQuestionBodySchema>;

/** `POST /api/staff/kiinbox/questions/{id}/hide`: the note says why (kept for moderators and the asker). */
export const HideKiinboxQuestionBodySchema = z.object({
  note: multilineText('note').pipe(
    z.string().min(1, 'note is required: say why the question is hidden').max(kiinboxRules.hideNoteMaxLength, `note must be at most ${kiinboxRules.hideNoteMaxLength} characters`),
  ),
});
export type HideKiinboxQuestionBody = z.infer<typeof HideKiinboxQuestionBodySchema>;

/** A library item linked from an answer, as the public Q&A shows it. */
export const KiinboxLibraryItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.string(),
  /** The item's page on the site (`/content/<type>/<id>`). */
  path: z.string(),
});
export type KiinboxLibraryItem = z.infer<typeof KiinboxLibraryItemSchema>;

/** The session a question was asked for (the public programme's words). */
export const KiinboxSessionSchema = z.object({ id: z.string(), title: z.string(), startsAt: z.iso.datetime() });
export type KiinboxSession = z.infer<typeof KiinboxSessionSchema>;

export const KiinboxAnswerSchema = z.object({
  markdown: z.string(),
  /** Rendered and sanitised by the server (the web shows it as is). */
  html: z.string(),
  library: KiinboxLibraryItemSchema.array(),
  answeredAt: z.iso.datetime(),
  /** Answered in the kliinic session the question was asked for (its notes hold the answer). */
  inSession: z.boolean(),
});
export type KiinboxAnswer = z.infer<typeof KiinboxAnswerSchema>;

/** One of the member's own questions (`GET /api/kiinbox/questions/mine`). */
export const MyKiinboxQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  topic: KiinboxTopicSchema,
  session: KiinboxSessionSchema.nullable(),
  publishable: z.boolean(),
  status: z.enum(kiinboxStatuses),
  askedAt: z.iso.datetime(),
  answer: KiinboxAnswerSchema.nullable(),
  /** The moderator's note when hidden. */
  hiddenNote: z.string().nullable(),
});
export type MyKiinboxQuestion = z.infer<typeof MyKiinboxQuestionSchema>;
export const MyKiinboxQuestionPageSchema = pageSchema(MyKiinboxQuestionSchema);

/** What the asker is told at once: where the question went, and the crisis card when it tells of danger. */
export const AskedKiinboxQuestionSchema = z.object({
  question: MyKiinboxQuestionSchema,
  notice: z.string(),
  /** The question tells of danger: show the crisis card (from contracts) at once, as after a post. */
  showCrisisCard: z.boolean(),
  /** Which card (`crisisCardFor`); empty when none. */
  crisisFamilies: z.array(z.enum(crisisFamilies)),
});
export type AskedKiinboxQuestion = z.infer<typeof AskedKiinboxQuestionSchema>;

/** The public Q&A's list item: never the asker. */
export const PublicKiinboxSummarySchema = z.object({
  id: z.uuid(),
  topic: KiinboxTopicSchema,
  /** About the first 280 characters of the question as plain text. */
  questionExcerpt: z.string(),
  /** About the first 280 characters of the answer as plain text. */
  answerExcerpt: z.string(),
  answeredAt: z.iso.datetime(),
});
export type PublicKiinboxSummary = z.infer<typeof PublicKiinboxSummarySchema>;
export const PublicKiinboxPageSchema = pageSchema(PublicKiinboxSummarySchema);

/** One published question (`GET /api/kiinbox/{id}`): never the asker. */
export const PublicKiinboxQuestionSchema = z.object({
  id: z.uuid(),
  topic: KiinboxTopicSchema,
  text: z.string(),
  answer: KiinboxAnswerSchema,
});
export type PublicKiinboxQuestion = z.infer<typeof PublicKiinboxQuestionSchema>;

/** A question in the experts' queue (or the moderators' held list): never the asker's identity. */
export const StaffKiinboxQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  topic: KiinboxTopicSchema,
  session: KiinboxSessionSchema.nullable(),
  publishable: z.boolean(),
  status: z.enum(kiinboxStatuses),
  /** Asked by a premium member (first in the queue). */
  premium: z.boolean(),
  /** A free member's question past the fair-share wait: at the top of the queue. */
  fairShare: z.boolean(),
  /** The expert marked it to be covered in its kliinic session (answered when the notes go out). */
  coveredInSession: z.boolean(),
  crisisFamilies: z.array(z.enum(crisisFamilies)),
  askedAt: z.iso.datetime(),
});
export type StaffKiinboxQuestion = z.infer<typeof StaffKiinboxQuestionSchema>;
export const StaffKiinboxQuestionPageSchema = pageSchema(StaffKiinboxQuestionSchema);

const oneOf = <T extends readonly string[]>(field: string, values: T, message: string) =>
  singleQueryValue(field)
    .optional()
    .transform((v, ctx): T[number] | null => {
      if (v === undefined || v === '') return null;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return v;
    });

const limitOf = (noun: string, fallback: number) =>
  pageLimit(fallback).meta({ description: `${noun} per page, 1 to ${maxPageSize} (default ${fallback}; more is capped at ${maxPageSize})`, pattern: '^[0-9]+$' });
const cursorMeta = { description: 'The nextCursor of the previous page; leave out for the first page' };

/** A query filter naming one thing by its id: null when left out or empty, a 400 with `message` when not a UUID. */
const idFilter = (field: string, message: string) =>
  singleQueryValue(field)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      if (!z.uuid().safeParse(v).success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return v;
    });

/** `GET /api/staff/kiinbox/questions`: `session`, `topic`, `limit`, `cursor`. */
export const KiinboxQueueQuerySchema = z.object({
  limit: limitOf('Questions', kiinboxRules.queuePageSize),
  cursor: pageCursor.meta(cursorMeta),
  session: idFilter('session', 'session must be a kliinic session id (a UUID) from GET /api/staff/kliinics').meta({ description: 'Only the questions asked for this kliinic session (its agenda)' }),
  topic: oneOf('topic', kiinboxTopics, kiinboxMessages.topic).meta({ description: 'Only questions on this topic', enum: [...kiinboxTopics] }),
});
export type KiinboxQueueQuery = z.output<typeof KiinboxQueueQuerySchema>;

/** `GET /api/kiinbox`: `q` (search), `topic`, `libraryItem`, `limit`, `cursor`. */
export const PublicKiinboxQuerySchema = z.object({
  limit: limitOf('Questions', kiinboxRules.publicPageSize),
  cursor: pageCursor.meta(cursorMeta),
  q: text('q')
    .overwrite(trimInvisible)
    .max(searchMaxLength, `q must be at most ${searchMaxLength} characters`)
    .optional()
    .transform((v) => v ?? '')
    .meta({ description: 'Search: a case-insensitive substring of the question or the answer' }),
  topic: oneOf('topic', kiinboxTopics, kiinboxMessages.topic).meta({ description: 'Only questions on this topic', enum: [...kiinboxTopics] }),
  libraryItem: idFilter('libraryItem', 'libraryItem must be a library item id (a UUID)').meta({ description: 'Only the questions whose answer links this library item (for the item\'s page)' }),
});
export type PublicKiinboxQuery = z.output<typeof PublicKiinboxQuerySchema>;

/** `GET /api/kiinbox/questions/mine` and the moderators' held list: `limit`, `cursor`. */
export const KiinboxPageQuerySchema = z.object({
  limit: limitOf('Questions', kiinboxRules.minePageSize),
  cursor: pageCursor.meta(cursorMeta),
});
export type KiinboxPageQuery = z.output<typeof KiinboxPageQuerySchema>;
