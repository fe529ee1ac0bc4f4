import type { CoachChatBody, CoachConsentBody, CoachReply, CoachState } from '@kiin/contracts';
import { api } from '../api/api';
import { toApiError, type ApiError } from '../api/base-query';
import { addReply, failureNotice, localMessage } from './conversation';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Coach'] });

/** GET /api/coach: consent, the notice, the greeting and the conversation (premium members only). */
const coachStateApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    coachState: build.query<CoachState, void>({ query: () => '/coach', providesTags: ['Coach'] }),
  }),
});

const editConversation = (edit: (state: CoachState) => void) => coachStateApi.util.updateQueryData('coachState', undefined, edit);

/** What a rejected `queryFulfilled` carries: the failure as the base query reported it. */
function failureOf(rejection: unknown): ApiError | undefined {
  const error = (rejection as { error?: ApiError | { message?: string } } | undefined)?.error;
  return toApiError(error);
}

/** The coach's calls (spec §7): chat, consent given and withdrawn, and a fresh start. */
export const coachApi = coachStateApi.injectEndpoints({
  endpoints: (build) => ({
    sendCoachMessage: build.mutation<CoachReply, CoachChatBody>({
      query: (body) => ({ url: '/coach/chat', method: 'POST', body }),
      // The member's message shows at once; the answer, or why there is none, follows it.
      async onQueryStarted({ message }, { dispatch, queryFulfilled }) {
        dispatch(editConversation((state) => void state.messages.push(localMessage('user', message))));
        try {
          const { data } = await queryFulfilled;
          dispatch(editConversation((state) => addReply(state, data)));
        } catch (rejection) {
          const { system } = failureNotice(failureOf(rejection));
          dispatch(editConversation((state) => void state.messages.push(localMessage('system', system))));
        }
      },
    }),
    giveCoachConsent: build.mutation<unknown, CoachConsentBody>({
      query: (body) => ({ url: '/coach/consent', method: 'POST', body }),
      invalidatesTags: ['Coach'],
    }),
    withdrawCoachConsent: build.mutation<unknown, void>({
      query: () => ({ url: '/coach/consent', method: 'DELETE' }),
      invalidatesTags: ['Coach'],
    }),
    clearCoachHistory: build.mutation<unknown, void>({
      query: () => ({ url: '/coach/history', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const cleared = dispatch(editConversation((state) => void (state.messages = [])));
        try {
          await queryFulfilled;
        } catch {
          cleared.undo();
        }
      },
      invalidatesTags: ['Coach'],
    }),
  }),
});

export const {
  useCoachStateQuery,
  useSendCoachMessageMutation,
  useGiveCoachConsentMutation,
  useWithdrawCoachConsentMutation,
  useClearCoachHistoryMutation,
} = coachApi;
