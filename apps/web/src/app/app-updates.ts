/**
 * The service worker (public/sw.js) and new builds. The worker keeps the crisis lines usable
 * offline; when a new build's worker takes over while a page is open, that page still runs
 * the old build, whose next page's code may no longer be on the server. So the app loads the
 * next page it goes to in full (from the new build) and then says that it was updated.
 */
const updatedKey = 'kiin:updated';

interface UpdateState {
  registration?: ServiceWorkerRegistration;
  /** A new build's worker has taken over since this page loaded. */
  pending: boolean;
}

const state: UpdateState = { pending: false };

/** Registers the worker once the page has loaded, out of the way of the first paint. */
export function startServiceWorker(): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return;
  // Only a worker replacing another is an update; the very first one is not.
  const hadWorker = Boolean(workers.controller);
  workers.addEventListener('controllerchange', () => {
    if (hadWorker) state.pending = true;
  });
  const register = () => {
    workers.register('/sw.js').then(
      (registration) => (state.registration = registration),
      () => undefined, // No worker (a private window, say): the app works as before, online.
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Called after each navigation inside the app: loads the page afresh when a new build has
 * taken over, else asks the server whether there is one (a small conditional request).
 */
export function afterNavigation(reload: () => void = () => window.location.reload()): void {
  if (state.pending) {
    state.pending = false;
    window.sessionStorage.setItem(updatedKey, '1');
    reload();
    return;
  }
  void state.registration?.update().catch(() => undefined);
}

/** True once, on the first page of a new build that `afterNavigation` loaded. */
export function takeUpdatedNotice(): boolean {
  if (typeof window === 'undefined' || window.sessionStorage.getItem(updatedKey) !== '1') return false;
  window.sessionStorage.removeItem(updatedKey);
  return true;
}
