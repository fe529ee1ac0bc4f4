import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useRemoveConditionMutation, useSaveConditionMutation, useSavedConditionsQuery } from '../../../api/api';
import { signInAction } from '../../../auth/return-to';
import { useCurrentUser } from '../../../auth/use-current-user';
import { useToast } from '../../../toast/toast-context';

export interface ConditionSaving {
  signedIn: boolean;
  saved: boolean;
  /** Who is asking, or what is saved, is not known yet; or a change is on its way. */
  busy: boolean;
  toggle: () => Promise<void>;
}

/**
 * Whether a condition is in the member's profile, and the one action that adds or removes
 * it with the spec's toasts; the removal's toast offers Undo. Visitors are asked to sign in.
 * The saved list is refetched after each change (the mutations invalidate it).
 */
export function useConditionSaving(conditionId: string): ConditionSaving {
  const { user, isLoading: userLoading } = useCurrentUser();
  const { toast } = useToast();
  const { pathname, search } = useLocation();
  const savedQuery = useSavedConditionsQuery(undefined, { skip: !user });
  const [save, saveState] = useSaveConditionMutation();
  const [remove, removeState] = useRemoveConditionMutation();
  // What the last change left behind, so the button agrees with its toast before the refetch lands.
  const [afterChange, setAfterChange] = useState<{ saved: boolean; at: number } | null>(null);

  const listed = useMemo(() => Boolean(savedQuery.data?.some((c) => c.id === conditionId)), [savedQuery.data, conditionId]);
  const refetchedSince = afterChange !== null && (savedQuery.fulfilledTimeStamp ?? 0) >= afterChange.at;
  const saved = afterChange && !refetchedSince ? afterChange.saved : listed;
  const busy = userLoading || saveState.isLoading || removeState.isLoading || (Boolean(user) && savedQuery.isLoading);

  const add = async () => {
    const result = await save({ conditionId });
    if ('error' in result) {
      toast({ title: 'Failed to add condition', description: 'Please try again later', variant: 'error' });
      return;
    }
    setAfterChange({ saved: true, at: Date.now() });
    toast({ title: 'Condition added', description: 'This condition has been added to your profile', variant: 'success' });
  };

  const drop = async () => {
    const result = await remove(conditionId);
    if ('error' in result) {
      toast({ title: 'Failed to remove condition', description: 'Please try again later', variant: 'error' });
      return;
    }
    setAfterChange({ saved: false, at: Date.now() });
    // One tap removes it; Undo puts it back for anyone who tapped by mistake.
    toast({
      title: 'Condition removed',
      description: 'This condition has been removed from your profile',
      variant: 'success',
      action: { label: 'Undo', onClick: () => void add() },
    });
  };

  const toggle = async () => {
    if (userLoading) return;
    if (!user) {
      toast({
        title: 'Authentication required',
        description: 'Please sign in to save conditions to your profile',
        variant: 'error',
        action: signInAction(pathname + search),
      });
      return;
    }
    if (busy) return;
    await (saved ? drop() : add());
  };

  return { signedIn: Boolean(user), saved, busy, toggle };
}
