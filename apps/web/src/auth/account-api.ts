import type { Accepted, ConfirmEmailBody, Confirmed, EmailBody, ResetPasswordBody, SessionSummary, SignInProviders, SignUpBody } from '@kiin/contracts';

export type { SessionSummary };
import { api } from '../api/api';

/** Sign-up by confirmation link, a new link, forgotten passwords and the member's sessions. */
export const accountApi = api.enhanceEndpoints({ addTagTypes: ['Sessions'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Answers the same for any address; the account is made when the mailed link is opened. */
    startSignUp: build.mutation<Accepted, SignUpBody & { returnTo: string }>({
      query: ({ returnTo, ...body }) => ({ url: `/auth/sign-up?returnTo=${encodeURIComponent(returnTo)}`, method: 'POST', body }),
    }),
    /** The confirmation page's button: creates the account with this password and signs in. */
    confirmEmail: build.mutation<Confirmed, ConfirmEmailBody>({
      query: (body) => ({ url: '/auth/confirm', method: 'POST', body }),
    }),
    resendConfirmation: build.mutation<Accepted, EmailBody>({
      query: (body) => ({ url: '/auth/resend-confirmation', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<Accepted, EmailBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Accepted, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    /** Sign-in with an outside identity provider, when one is configured. */
    signInProviders: build.query<SignInProviders, void>({ query: () => '/auth/providers' }),
    sessions: build.query<SessionSummary[], void>({ query: () => '/auth/sessions', providesTags: ['Sessions'] }),
    endSession: build.mutation<void, string>({
      query: (id) => ({ url: `/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    signOutEverywhere: build.mutation<{ ended: number }, void>({
      query: () => ({ url: '/auth/sessions/sign-out-everywhere', method: 'POST', body: {} }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useStartSignUpMutation,
  useConfirmEmailMutation,
  useResendConfirmationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useSessionsQuery,
  useSignInProvidersQuery,
  useEndSessionMutation,
  useSignOutEverywhereMutation,
} = accountApi;
