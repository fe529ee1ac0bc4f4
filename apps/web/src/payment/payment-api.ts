import type {
  CreatePaymentIntentBody,
  Membership,
  Page,
  PaymentConfig,
  PaymentCreated,
  PaymentStatus,
  SetPremiumResult,
  TestAuthenticateBody,
  TestCardBody,
  TaxInvoice,
  TestCardResult,
} from '@kiin/contracts';
import { api } from '../api/api';
import { byCursor } from '../api/paging';

const billingApi = api.enhanceEndpoints({ addTagTypes: ['Membership', 'KliinicSessions'] });

/** Payments, the membership and premium changes. */
export const paymentApi = billingApi.injectEndpoints({
  endpoints: (build) => ({
    paymentConfig: build.query<PaymentConfig, void>({ query: () => '/billing/config' }),
    createPaymentIntent: build.mutation<PaymentCreated, CreatePaymentIntentBody>({
      query: (body) => ({ url: '/create-payment-intent', method: 'POST', body }),
    }),
    createSubscription: build.mutation<PaymentCreated, { amount: number }>({
      query: (body) => ({ url: '/create-subscription', method: 'POST', body }),
    }),
    confirmTestCard: build.mutation<TestCardResult, TestCardBody>({
      query: (body) => ({ url: '/payments/test-mode/confirm', method: 'POST', body }),
    }),
    authenticateTestCard: build.mutation<TestCardResult, TestAuthenticateBody>({
      query: (body) => ({ url: '/payments/test-mode/authenticate', method: 'POST', body }),
    }),
    paymentStatus: build.query<PaymentStatus, string>({ query: (id) => `/payments/${encodeURIComponent(id)}/status` }),
    membership: build.query<Membership, void>({ query: () => '/billing/membership', providesTags: ['Membership'] }),
    /** The member's tax invoices, newest first, a page at a time; a payment's new invoice refreshes them with the membership. */
    invoices: build.infiniteQuery<Page<TaxInvoice>, void, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ pageParam }) => `/billing/invoices${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: ['Membership'],
    }),
    setPremium: build.mutation<SetPremiumResult, { isPremium: boolean }>({
      query: (body) => ({ url: '/users/premium', method: 'PUT', body }),
      invalidatesTags: ['Membership', 'User'],
    }),
  }),
});

export const {
  usePaymentConfigQuery,
  useCreatePaymentIntentMutation,
  useCreateSubscriptionMutation,
  useConfirmTestCardMutation,
  useAuthenticateTestCardMutation,
  usePaymentStatusQuery,
  useMembershipQuery,
  useInvoicesInfiniteQuery,
  useSetPremiumMutation,
} = paymentApi;

/** The PaymentIntent a client secret belongs to (`pi_…_secret_…`). */
export const paymentIntentIdOf = (clientSecret: string): string | null => /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret)?.[1] ?? null;

/**
 * The test-mode card calls, made directly: the answer is read once, nothing is cached, and
 * a failure comes back as a message rather than an exception.
 */
export async function postTestCard<B extends TestCardBody | TestAuthenticateBody>(
  path: '/api/payments/test-mode/confirm' | '/api/payments/test-mode/authenticate',
  body: B,
): Promise<TestCardResult | { status: 'error'; message: string }> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) return { status: 'error', message: (await res.text()) || 'The payment could not be completed. Please try again.' };
    return (await res.json()) as TestCardResult;
  } catch {
    return { status: 'error', message: 'The payment could not be completed. Please try again.' };
  }
}
