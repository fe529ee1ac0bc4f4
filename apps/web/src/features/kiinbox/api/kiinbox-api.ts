import type {
  AskedKiinboxQuestion,
  KiinboxTopic,
  MyKiinboxQuestion,
  Page,
  PublicKiinboxQuestion,
  PublicKiinboxSummary,
  StaffKiinboxQuestion,
} from '@kiin/contracts';
import type { DefinitionsFromApi, OverrideResultType, TagTypesFromApi } from '@reduxjs/toolkit/query/react';
import { api } from '../../../api/api';
import { byCursor } from '../../../api/paging';

/** The public Q&A's filter: the server searches question and answer, and filters by topic. */
export interface PublicKiinboxFilter {
  q?: string;
  topic?: KiinboxTopic | '';
}

/** The experts' queue's filter: a kliinic session (its agenda) and a topic. */
export interface KiinboxQueueFilter {
  session?: string;
  topic?: KiinboxTopic | '';
}

/** A query string of the values given, leaving out the empty ones. */
export function searchOf(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Generated = DefinitionsFromApi<typeof api>;
type Answer<Name extends keyof Generated, Result> = OverrideResultType<Generated[Name], Result>;
/** The answers as the contracts type them. */
type Answers = Omit<
  Generated,
  'kiinboxQuestion' | 'askKiinboxQuestion' | 'answerKiinboxQuestion' | 'coverKiinboxQuestionInSession' | 'hideKiinboxQuestion' | 'releaseKiinboxQuestion'
> & {
  kiinboxQuestion: Answer<'kiinboxQuestion', PublicKiinboxQuestion>;
  askKiinboxQuestion: Answer<'askKiinboxQuestion', AskedKiinboxQuestion>;
  answerKiinboxQuestion: Answer<'answerKiinboxQuestion', StaffKiinboxQuestion>;
  coverKiinboxQuestionInSession: Answer<'coverKiinboxQuestionInSession', StaffKiinboxQuestion>;
  hideKiinboxQuestion: Answer<'hideKiinboxQuestion', StaffKiinboxQuestion>;
  releaseKiinboxQuestion: Answer<'releaseKiinboxQuestion', StaffKiinboxQuestion>;
};

/**
 * kiinbox (ADR 28): asking refreshes the member's questions; an answer refreshes the queue and the
 * public Q&A; a moderator's release or hide moves a question between the held list and the queue.
 * The live channel's `kiinbox-answer` refreshes `MyKiinbox` (live/LiveUpdates.tsx).
 */
export const kiinboxApi = api
  .enhanceEndpoints<TagTypesFromApi<typeof api>, Answers>({
    endpoints: {
      kiinboxQuestion: { providesTags: (_r, _e, id) => [{ type: 'Kiinbox', id }] },
      askKiinboxQuestion: { invalidatesTags: ['MyKiinbox'] },
      answerKiinboxQuestion: { invalidatesTags: ['KiinboxQueue', 'Kiinbox'] },
      coverKiinboxQuestionInSession: { invalidatesTags: ['KiinboxQueue'] },
      hideKiinboxQuestion: { invalidatesTags: ['KiinboxHeld', 'KiinboxQueue', 'Kiinbox'] },
      releaseKiinboxQuestion: { invalidatesTags: ['KiinboxHeld', 'KiinboxQueue'] },
    },
  })
  // The cursor-paged lists: hand-written, as the generator writes no infinite queries.
  .injectEndpoints({
    endpoints: (build) => ({
      /** The public Q&A, newest answered first, a page at a time. */
      publicKiinbox: build.infiniteQuery<Page<PublicKiinboxSummary>, PublicKiinboxFilter, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ queryArg, pageParam }) => `/api/kiinbox${searchOf({ cursor: pageParam, q: queryArg.q?.trim(), topic: queryArg.topic })}`,
        providesTags: ['Kiinbox'],
      }),
      /** The member's own questions, newest first, with the answer once answered. */
      myKiinboxQuestions: build.infiniteQuery<Page<MyKiinboxQuestion>, void, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ pageParam }) => `/api/kiinbox/questions/mine${searchOf({ cursor: pageParam })}`,
        providesTags: ['MyKiinbox'],
      }),
      /** The experts' queue in its fair-share order. */
      kiinboxQueue: build.infiniteQuery<Page<StaffKiinboxQuestion>, KiinboxQueueFilter, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ queryArg, pageParam }) => `/api/staff/kiinbox/questions${searchOf({ cursor: pageParam, session: queryArg.session, topic: queryArg.topic })}`,
        providesTags: ['KiinboxQueue'],
      }),
      /** Questions held for a moderator (crisis), oldest first. */
      heldKiinboxQuestions: build.infiniteQuery<Page<StaffKiinboxQuestion>, void, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ pageParam }) => `/api/staff/kiinbox/held${searchOf({ cursor: pageParam })}`,
        providesTags: ['KiinboxHeld'],
      }),
    }),
  });

export const {
  usePublicKiinboxInfiniteQuery,
  useKiinboxQuestionQuery,
  useMyKiinboxQuestionsInfiniteQuery,
  useAskKiinboxQuestionMutation,
  useKiinboxQueueInfiniteQuery,
  useAnswerKiinboxQuestionMutation,
  useCoverKiinboxQuestionInSessionMutation,
  useHeldKiinboxQuestionsInfiniteQuery,
  useHideKiinboxQuestionMutation,
  useReleaseKiinboxQuestionMutation,
  usePreviewKliinicNotesMutation,
} = kiinboxApi;
