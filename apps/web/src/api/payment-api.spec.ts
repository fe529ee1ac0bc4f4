/** @jest-environment jest-fixed-jsdom */
import type { Membership } from '@kiin/contracts';
import { waitFor } from '@testing-library/react';
import { createStore, type AppStore } from '../app/store';
import { answer, answerTheNetwork, failure, recordCalls } from '../testing/network';
import { paymentApi } from './payment-api';

const active: Membership = {
  status: 'active',
  planName: 'Monthly Membership',
  priceLabel: '$24/month',
  renewsAt: '2026-12-26T00:00:00.000Z',
  endsAt: null,
};
const ending: Membership = { ...active, status: 'ending', renewsAt: null, endsAt: '2026-12-26T00:00:00.000Z' };

/** The membership as the app's screens read it from the cache. */
type CacheState = Parameters<ReturnType<typeof paymentApi.endpoints.membership.select>>[0];
const membershipIn = (store: AppStore) => paymentApi.endpoints.membership.select()(store.getState() as CacheState);

let membership: Membership;
answerTheNetwork(
  answer('GET /billing/membership', () => membership),
  answer('PUT /users/premium', ({ body }) => {
    if ((body as { isPremium: boolean }).isPremium) return failure(409, 'Already premium');
    membership = ending;
    return { title: 'Subscription cancelled', until: ending.endsAt };
  }),
);
beforeEach(() => {
  membership = active;
});

describe('the membership in the app’s cache', () => {
  it('is read again from the server after the member changes premium, so every screen shows the new state', async () => {
    const store = createStore();
    const calls = recordCalls();
    const watched = store.dispatch(paymentApi.endpoints.membership.initiate());
    expect((await watched).data?.status).toBe('active');

    const result = await store.dispatch(paymentApi.endpoints.setPremium.initiate({ isPremium: false }));
    expect(result.data).toEqual({ title: 'Subscription cancelled', until: ending.endsAt });
    await waitFor(() => expect(membershipIn(store).data?.status).toBe('ending'));
    expect(calls).toEqual(['GET /billing/membership', 'PUT /users/premium', 'GET /billing/membership']);
    watched.unsubscribe();
  });

  it('stays as it was when the change is refused, and the caller gets the server’s words', async () => {
    const store = createStore();
    const watched = store.dispatch(paymentApi.endpoints.membership.initiate());
    await watched;

    const result = await store.dispatch(paymentApi.endpoints.setPremium.initiate({ isPremium: true }));
    expect(result.error).toMatchObject({ status: 409, message: '409: Already premium' });
    await waitFor(() => expect(membershipIn(store).status).toBe('fulfilled'));
    expect(membershipIn(store).data?.status).toBe('active');
    watched.unsubscribe();
  });
});
