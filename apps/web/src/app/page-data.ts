import type { User } from '@kiin/contracts';
import { api } from '../api/api';
import type { AppStore } from './store';

/**
 * What a page asks for first, started as the app starts, beside the page's own code rather
 * than after it: the page's hooks then find their answers in the cache or already on the way,
 * so a member's page is not code → member → data → render one after another. Member data is
 * asked for once the member is known (a visitor would only be told 401).
 *
 * Pages rendered ahead of time (/dashboard, /member/kliinics, /profile) get only what their
 * signed-in view reads: what they show while the member is unknown must stay as it was
 * rendered until the app has taken the page over.
 */
interface PageData {
  /** Data anyone sees; the API module is loaded here (not in the first bundle) when it is a page's own. */
  anyone?: (store: AppStore) => Promise<void>;
  member?: (store: AppStore, user: User) => Promise<void>;
}

/** A request started with no component holding it yet: the page that mounts next takes it over. */
const unheld = { subscribe: false } as const;

const learning: PageData = {
  member: async (store) => {
    await Promise.all([
      store.dispatch(api.endpoints.completedContent.initiate(undefined, unheld)),
      store.dispatch(api.endpoints.freeContent.initiate(undefined, unheld)),
      store.dispatch(api.endpoints.savedConditions.initiate(undefined, unheld)),
    ]);
  },
};

export const pageData: Readonly<Record<string, PageData>> = {
  '/dashboard': learning,
  '/member/learn': learning,
  '/community': {
    anyone: async (store) => {
      const { communityApi } = await import('../api/community-api');
      // The list as the page first asks for it: no search, every discussion.
      await store.dispatch(communityApi.endpoints.discussions.initiate({ q: '', access: 'all' }, unheld));
    },
  },
  '/kiinbox': {
    anyone: async (store) => {
      const { kiinboxApi } = await import('../features/kiinbox/api/kiinbox-api');
      // The list as the page first asks for it: no search, every topic.
      await store.dispatch(kiinboxApi.endpoints.publicKiinbox.initiate({ q: '', topic: '' }, unheld));
    },
  },
  '/coach': {
    member: async (store, user) => {
      if (!user.isPremium) return;
      const { coachApi } = await import('../api/coach-api');
      await store.dispatch(coachApi.endpoints.coachState.initiate(undefined, unheld));
    },
  },
  '/payment': {
    anyone: async (store) => {
      const { paymentApi } = await import('../api/payment-api');
      await Promise.all([
        store.dispatch(api.endpoints.plans.initiate(undefined, unheld)),
        store.dispatch(api.endpoints.kliinicSessions.initiate(undefined, unheld)),
        store.dispatch(paymentApi.endpoints.paymentConfig.initiate(undefined, unheld)),
      ]);
    },
  },
};

/**
 * Starts the data of the page at `pathname` (see `pageData`). Nothing waits on it and nothing
 * fails because of it: a page whose early request failed asks again as it always did.
 */
export function startPageData(store: AppStore, pathname: string): void {
  const page = pageData[pathname.replace(/\/+$/, '') || '/'];
  if (!page) return;
  void page.anyone?.(store).catch(() => undefined);
  const { member } = page;
  if (!member) return;
  void store
    .dispatch(api.endpoints.currentUser.initiate(undefined, unheld))
    .then(({ data }) => (data ? member(store, data) : undefined))
    .catch(() => undefined);
}
