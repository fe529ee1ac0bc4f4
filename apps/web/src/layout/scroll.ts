import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Footer scroll delay after a navigation (spec §9). */
export const footerScrollDelayMs = 100;
const hashWaitMs = 5000;

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}

/**
 * Runs `onFound` once an element with `id` exists. Pages load lazily, so right after a
 * navigation the target may not be in the document yet.
 */
export function whenElementExists(id: string, onFound: (element: HTMLElement) => void): () => void {
  const found = document.getElementById(id);
  if (found) {
    onFound(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (element) {
      stop();
      onFound(element);
    }
  });
  const timer = window.setTimeout(() => stop(), hashWaitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After each navigation: a hash scrolls to its element (once it has rendered); a new page
 * starts at the top. Changes of the query alone (a tab) keep the reader where they are, and
 * back/forward (POP) leaves scrolling to the browser.
 */
export function useScrollOnNavigate(): void {
  const { hash, key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    const pathChanged = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    const id = decodeURIComponent(hash.slice(1));
    if (id) {
      return whenElementExists(id, (element) => {
        element.scrollIntoView({ block: 'start' });
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
      });
    }
    if (pathChanged && navigationType !== NavigationType.Pop) scrollToTop();
    return undefined;
  }, [hash, key, pathname, navigationType]);
}
