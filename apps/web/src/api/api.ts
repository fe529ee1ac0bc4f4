import type { DefinitionsFromApi, OverrideResultType, TagTypesFromApi } from '@reduxjs/toolkit/query/react';
import type { RpcRes, User } from '@kiin/contracts';
import { generatedApi } from './generated';

/** What POST /api/waitlist answers, for a new and for a repeated email alike. */
export type WaitlistResult = RpcRes<'identity.join-waitlist'>;
export type ContactResult = RpcRes<'identity.contact'>;

type Generated = DefinitionsFromApi<typeof generatedApi>;
/** Answers the OpenAPI document leaves undescribed, or that the app reads differently. */
type Answers = Omit<Generated, 'currentUser' | 'joinWaitlist' | 'sendContact'> & {
  currentUser: OverrideResultType<Generated['currentUser'], User | null>;
  joinWaitlist: OverrideResultType<Generated['joinWaitlist'], WaitlistResult>;
  sendContact: OverrideResultType<Generated['sendContact'], ContactResult>;
};

/**
 * The API slice with every generated endpoint, and the tags and rules of the core ones (the
 * user, plans, kliinic sessions, content and conditions). Each feature's *-api.ts adds its own
 * the same way. Content depends on who asks (premium items unlock), so it is refetched with the user.
 */
export const api = generatedApi.enhanceEndpoints<TagTypesFromApi<typeof generatedApi>, Answers>({
  endpoints: {
    /** The signed-in user, or null when signed out (401 is an answer, not a failure). */
    currentUser: { extraOptions: { unauthorizedIsNull: true }, providesTags: ['User'] },
    signIn: { invalidatesTags: ['User'] },
    plans: { providesTags: ['Plans'] },
    /** Seats left change with every booking and cancellation, which invalidate this tag. */
    kliinicSessions: { providesTags: ['KliinicSessions'] },
    supportServices: { providesTags: ['SupportServices'] },
    freeContent: { providesTags: ['Content'] },
    /** Premium items; the server answers 403 to anyone who is not a premium member. */
    premiumContent: { providesTags: ['Content'] },
    contentItem: { providesTags: ['Content'] },
    contentByType: { providesTags: ['Content'] },
    /** Signed in only; ask only when a user is known. */
    completedContent: { providesTags: ['Completions'] },
    // Points arrive a moment later through the event backbone; the user is refetched too.
    completeContent: { invalidatesTags: ['Completions', 'User'] },
    conditions: { providesTags: ['Conditions'] },
    conditionContent: { providesTags: ['Content'] },
    /** Signed in only; ask only when a user is known. */
    savedConditions: { providesTags: ['SavedConditions'] },
    saveCondition: { invalidatesTags: ['SavedConditions'] },
    removeCondition: { invalidatesTags: ['SavedConditions'] },
    // Its errors come back as JSON {message} (spec §7) when asked for.
    joinWaitlist: { extraOptions: { jsonErrors: true } },
  },
});

export const {
  useCurrentUserQuery,
  useSignInMutation,
  usePlansQuery,
  useKliinicSessionsQuery,
  useSupportServicesQuery,
  useFreeContentQuery,
  usePremiumContentQuery,
  useContentItemQuery,
  useContentByTypeQuery,
  useCompletedContentQuery,
  useCompleteContentMutation,
  useConditionsQuery,
  useConditionContentQuery,
  useSavedConditionsQuery,
  useSaveConditionMutation,
  useRemoveConditionMutation,
  useJoinWaitlistMutation,
  useSendContactMutation,
} = api;
