import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { tabFromParam, viewFromParam, type LibraryTab, type ViewMode } from './content-presentation';

export interface LibraryParams {
  query: string;
  setQuery: (value: string) => void;
  tab: LibraryTab;
  setTab: (value: LibraryTab) => void;
  view: ViewMode;
  setView: (value: ViewMode) => void;
}

/**
 * Search (`?q=`), type tab (`?type=`) and layout (`?view=`) kept in the address, replaced in
 * place so a shared link or back and forward bring them back. Defaults leave the address clean.
 */
export function useLibraryParams(): LibraryParams {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlQuery = params.get('q') ?? '';

  // The field keeps its own text so typing never waits for the address to catch up.
  const [query, setQueryText] = useState(urlQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    // Our own writes replace; back, forward or a link bring a search of their own.
    if (navigationType !== NavigationType.Replace && urlQuery !== query) setQueryText(urlQuery);
  }

  const write = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return {
    query,
    setQuery: (value) => {
      setQueryText(value);
      write('q', value.trim() ? value : null);
    },
    tab: tabFromParam(params.get('type')),
    setTab: (value) => write('type', value === 'all' ? null : value),
    view: viewFromParam(params.get('view')),
    setView: (value) => write('view', value === 'grid' ? null : value),
  };
}
