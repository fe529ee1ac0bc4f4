import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page rendered ahead of time is on screen but not yet run by the app (and
 * while rendering it); true once the app runs it. Fields that would lose typing before then
 * stay disabled until it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
