import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  Completion,
  Condition,
  ContactBody,
  ContentItem,
  ContentType,
  KliinicSession,
  Plan,
  RpcRes,
  SignInBody,
  SupportService,
  User,
  WaitlistBody,
} from '@kiin/contracts';
import { apiBaseUrl, createApiBaseQuery } from './base-query';

/** What POST /api/waitlist answers, for a new and for a repeated email alike. */
export type WaitlistResult = RpcRes<'identity.join-waitlist'>;
export type ContactResult = RpcRes<'identity.contact'>;

/**
 * The one API slice of the web app. Defaults follow spec §7: data never goes stale on its
 * own, no refetch on focus or reconnect, no polling, no retries (fetchBaseQuery has none).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery(apiBaseUrl(globalThis.location)),
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: 3600,
  // Content depends on who asks (premium items unlock), so it is refetched with the user.
  tagTypes: ['User', 'Content', 'Completions', 'SavedConditions'],
  endpoints: (build) => ({
    /** The signed-in user, or null when signed out (401 is an answer, not a failure). */
    currentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error) {
          return result.error.status === 401 ? { data: null } : { error: result.error };
        }
        return { data: result.data as User };
      },
      providesTags: ['User'],
    }),
    signIn: build.mutation<User, SignInBody>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
    }),
    plans: build.query<Plan[], void>({ query: () => '/plans' }),
    kliinicSessions: build.query<KliinicSession[], void>({ query: () => '/kliinics/sessions' }),
    supportServices: build.query<SupportService[], void>({ query: () => '/support-services' }),
    freeContent: build.query<ContentItem[], void>({ query: () => '/content/free', providesTags: ['Content'] }),
    /** Premium items; the server answers 403 to anyone who is not a premium member. */
    premiumContent: build.query<ContentItem[], void>({ query: () => '/content/premium', providesTags: ['Content'] }),
    contentItem: build.query<ContentItem, string>({
      query: (id) => `/content/${encodeURIComponent(id)}`,
      providesTags: ['Content'],
    }),
    contentByType: build.query<ContentItem[], ContentType>({
      query: (type) => `/content/type/${encodeURIComponent(type)}`,
      providesTags: ['Content'],
    }),
    /** Signed in only; ask only when a user is known. */
    completedContent: build.query<Completion[], void>({ query: () => '/users/completed-content', providesTags: ['Completions'] }),
    completeContent: build.mutation<unknown, { contentId: string }>({
      query: (body) => ({ url: '/users/completed-content', method: 'POST', body }),
      // Points arrive a moment later through the event backbone; the user is refetched too.
      invalidatesTags: ['Completions', 'User'],
    }),
    conditions: build.query<Condition[], void>({ query: () => '/conditions' }),
    conditionContent: build.query<ContentItem[], string>({
      query: (id) => `/conditions/${encodeURIComponent(id)}/content`,
      providesTags: ['Content'],
    }),
    /** Signed in only; ask only when a user is known. */
    savedConditions: build.query<Condition[], void>({ query: () => '/users/conditions', providesTags: ['SavedConditions'] }),
    saveCondition: build.mutation<Condition[], { conditionId: string }>({
      query: (body) => ({ url: '/users/conditions', method: 'POST', body }),
      invalidatesTags: ['SavedConditions'],
    }),
    removeCondition: build.mutation<Condition[], { conditionId: string }>({
      query: ({ conditionId }) => ({ url: `/users/conditions/${encodeURIComponent(conditionId)}`, method: 'DELETE' }),
      invalidatesTags: ['SavedConditions'],
    }),
    joinWaitlist: build.mutation<WaitlistResult, WaitlistBody>({
      // Its errors come back as JSON {message} (spec §7) when asked for.
      query: (body) => ({ url: '/waitlist', method: 'POST', body, headers: { accept: 'application/json' } }),
    }),
    sendContact: build.mutation<ContactResult, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
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
