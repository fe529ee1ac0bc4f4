import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '../toast/toast-context';
import { afterNavigation, takeUpdatedNotice } from './app-updates';

/** Says so when a new build has just been loaded, and checks for one at each navigation. */
export function AppUpdates() {
  const { pathname } = useLocation();
  const { toast } = useToast();
  const first = useRef(true);

  useEffect(() => {
    if (takeUpdatedNotice()) toast({ title: 'Kiin has been updated', description: 'You are on the newest version.', variant: 'success' });
  }, [toast]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    afterNavigation();
  }, [pathname]);

  return null;
}
