import { createContext, useContext, useEffect } from 'react';

/** Lets a page name itself once its data has loaded (a content item's title, say). */
export const PageTitleContext = createContext<(title: string | undefined) => void>(() => undefined);

/**
 * Names the browser tab after `title` (formatted as `title · Kiin`) while the calling page is
 * shown; until then, and after it leaves, the route's own title applies.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}
