/** @jest-environment jest-fixed-jsdom */
import { waitFor } from '@testing-library/react';
import { api } from '../api/api';
import { aContentItem, aMember } from '../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway, never, recordCalls } from '../testing/network';
import { startPageData } from './page-data';
import { createStore } from './store';

// A page's first data is asked for as the app starts, on the real store, before any page
// renders: the page's hooks then find it in the cache.
const library = [aContentItem('Respite care explained')];
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /users/completed-content', []),
  answer('GET /content/free', library),
  answer('GET /users/conditions', []),
  answer('GET /discussions', { items: [], nextCursor: null }),
  // Its answer is the coach page's to read; here only that it was asked for counts.
  answer('GET /coach', () => never()),
);

let calls: string[];
beforeEach(() => {
  gateway.events.removeAllListeners();
  calls = recordCalls();
});

describe('the data a page needs, started as the app starts', () => {
  it("asks for a member's learning for /dashboard once the member is known, and keeps it for the page", async () => {
    const store = createStore();
    startPageData(store, '/dashboard');
    await waitFor(() => expect(api.endpoints.freeContent.select()(store.getState()).data).toEqual(library));
    expect(calls).toEqual(expect.arrayContaining(['GET /auth/user', 'GET /users/completed-content', 'GET /content/free', 'GET /users/conditions']));
    expect(calls[0]).toBe('GET /auth/user');
  });

  it('asks a visitor for nothing more than who they are', async () => {
    gateway.use(answer('GET /auth/user', failure(401, 'Sign in first')));
    const store = createStore();
    startPageData(store, '/dashboard');
    await waitFor(() => expect(api.endpoints.currentUser.select()(store.getState()).data).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['GET /auth/user']);
  });

  it("asks for the community's first page for anyone, without waiting for who they are", async () => {
    const store = createStore();
    startPageData(store, '/community');
    await waitFor(() => expect(calls).toEqual(['GET /discussions']));
  });

  it("asks for the coach's state only for a premium member", async () => {
    const store = createStore();
    startPageData(store, '/coach');
    await waitFor(() => expect(api.endpoints.currentUser.select()(store.getState()).data).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['GET /auth/user']);

    gateway.use(answer('GET /auth/user', aMember({ isPremium: true })));
    calls.length = 0;
    startPageData(createStore(), '/coach');
    await waitFor(() => expect(calls).toEqual(['GET /auth/user', 'GET /coach']));
  });

  it('asks for nothing on a page that fetches its own data as it renders', async () => {
    startPageData(createStore(), '/about');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
