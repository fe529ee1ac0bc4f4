import type { Page, TaxInvoice } from '@kiin/contracts';
import { api } from './api';
import { byCursor } from './paging';

/**
 * What a settled payment changes: it can make a membership (a premium user) or a booking, and
 * takes a seat. A declined or unconfirmed card changes nothing, and the seat it holds while
 * the member is paying is not shown as taken to them (the page would call the session full).
 */
const paid = (result: { status: string } | undefined) =>
  result?.status === 'succeeded' || result?.status === 'processing'
    ? (['Payments', 'User', 'Membership', 'Bookings', 'KliinicSessions'] as const)
    : [];

/** Payments, the membership and premium changes. */
export const paymentApi = api
  .enhanceEndpoints({
    endpoints: {
      paymentConfig: { providesTags: ['BillingConfig'] },
      confirmTestCard: { invalidatesTags: paid },
      authenticateTestCard: { invalidatesTags: paid },
      paymentStatus: { providesTags: (_r, _e, id) => [{ type: 'Payments', id }] },
      membership: { providesTags: ['Membership'] },
      setPremium: { invalidatesTags: ['Membership', 'User'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * The member's tax invoices, newest first, a page at a time; a payment's new invoice
       * refreshes them with the membership. Hand-written: the generator writes no infinite queries.
       */
      invoices: build.infiniteQuery<Page<TaxInvoice>, void, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ pageParam }) => `/api/billing/invoices${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        providesTags: ['Membership'],
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
