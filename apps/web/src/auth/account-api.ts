import type { Accepted, SessionSummary, SignUpBody } from '@kiin/contracts';
import { api } from '../api/api';

export type { SessionSummary };

/** Sign-up by confirmation link, a new link, forgotten passwords and the member's sessions. */
export const accountApi = api
  .enhanceEndpoints({
    endpoints: {
      /** The confirmation page's button: creates the account with this password and signs in. */
      confirmEmail: { invalidatesTags: ['User'] },
      /** Sign-in with an outside identity provider, when one is configured. */
      signInProviders: { providesTags: ['SignInProviders'] },
      sessions: { providesTags: ['Sessions'] },
      endSession: { invalidatesTags: ['Sessions'] },
      signOutEverywhere: { invalidatesTags: ['Sessions'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * Answers the same for any address; the account is made when the mailed link is opened.
       * Hand-written: the OpenAPI document does not declare the `returnTo` query parameter.
       */
      startSignUp: build.mutation<Accepted, SignUpBody & { returnTo: string }>({
        query: ({ returnTo, ...body }) => ({ url: `/api/auth/sign-up?returnTo=${encodeURIComponent(returnTo)}`, method: 'POST', body }),
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
