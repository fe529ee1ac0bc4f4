import type { CoachState } from '@kiin/contracts';
import { api } from './api';
import { toApiError, type ApiError } from './base-query';
import { addReply, failureNotice, localMessage } from './coach-conversation';

const editConversation = (edit: (state: CoachState) => void) => api.util.updateQueryData('coachState', undefined, edit);

/** What a rejected `queryFulfilled` carries: the failure as the base query reported it. */
function failureOf(rejection: unknown): ApiError | undefined {
  const error = (rejection as { error?: ApiError | { message?: string } } | undefined)?.error;
  return toApiError(error);
}

/**
 * The coach's calls (spec §7): GET /api/coach (consent, the notice, the greeting and the
 * conversation; premium members only), chat, consent given and withdrawn, and a fresh start.
 * A chat message edits the cached conversation instead of invalidating it: a refetch would
 * drop the earlier pages shown with "Show earlier" and the notices of failed messages.
 */
export const coachApi = api.enhanceEndpoints({
  endpoints: {
    coachState: { providesTags: ['Coach'] },
    sendCoachMessage: {
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
    },
    giveCoachConsent: { invalidatesTags: ['Coach'] },
    withdrawCoachConsent: { invalidatesTags: ['Coach'] },
    /**
     * The page of the conversation before `cursor` (the state's `earlierCursor`), put in front of
     * the messages on screen. A clear or a fresh state that came in between wins: the page is
     * dropped when the conversation no longer goes on from that cursor.
     */
    earlierCoachMessages: {
      keepUnusedDataFor: 0,
      providesTags: ['Coach'],
      async onQueryStarted({ cursor }, { dispatch, queryFulfilled }) {
        let page: Awaited<typeof queryFulfilled>['data'];
        try {
          ({ data: page } = await queryFulfilled);
        } catch {
          return; // the button says so, and can be pressed again
        }
        dispatch(
          editConversation((state) => {
            if (state.earlierCursor !== cursor) return;
            const shown = new Set(state.messages.map((m) => m.id));
            state.messages.unshift(...page.items.filter((m) => !shown.has(m.id)).reverse());
            state.earlierCursor = page.nextCursor;
          }),
        );
      },
    },
    clearCoachHistory: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const cleared = dispatch(
          editConversation((state) => {
            state.messages = [];
            state.earlierCursor = null;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          cleared.undo();
        }
      },
      invalidatesTags: ['Coach'],
    },
  },
});

export const {
  useCoachStateQuery,
  useLazyEarlierCoachMessagesQuery,
  useSendCoachMessageMutation,
  useGiveCoachConsentMutation,
  useWithdrawCoachConsentMutation,
  useClearCoachHistoryMutation,
} = coachApi;
