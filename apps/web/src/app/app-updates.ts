/**
 * The service worker (public/sw.js) and new builds. The worker keeps the crisis lines usable
 * offline; when a new build's worker takes over while a page is open, that page still runs
 * the old build, whose next page's code may no longer be on the server. So the app loads the
 * next page it goes to in full (from the new build) and then says that it was updated.
 */
const updatedKey = 'kiin:updated';
/** The latest the worker is set up after the page has loaded, when nothing set it up before. */
const registerAfterMs = 30_000;

interface UpdateState {
  registration?: ServiceWorkerRegistration;
  /** Sets the worker up, once. */
  register?: () => void;
  /** A new build's worker has taken over since this page loaded. */
  pending: boolean;
}

const state: UpdateState = { pending: false };

/**
 * Sets the worker up out of the way of the page's first use: installing it copies the offline
 * files and the browser compiles their scripts as they are stored, about a second of a phone's
 * time. So it starts at the person's first move to another page, when they leave the tab, or
 * 30 s after loading, whichever comes first.
 */
export function startServiceWorker(): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return;
  // Only a worker replacing another is an update; the very first one is not.
  const hadWorker = Boolean(workers.controller);
  workers.addEventListener('controllerchange', () => {
    if (hadWorker) state.pending = true;
  });
  let started = false;
  state.register = () => {
    if (started) return;
    started = true;
    workers.register('/sw.js').then(
      (registration) => (state.registration = registration),
      () => undefined, // No worker (a private window, say): the app works as before, online.
    );
  };
  const later = () => window.setTimeout(() => state.register?.(), registerAfterMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') state.register?.();
  });
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
  state.register?.();
  void state.registration?.update().catch(() => undefined);
}

/** True once, on the first page of a new build that `afterNavigation` loaded. */
export function takeUpdatedNotice(): boolean {
  if (typeof window === 'undefined' || window.sessionStorage.getItem(updatedKey) !== '1') return false;
  window.sessionStorage.removeItem(updatedKey);
  return true;
}
