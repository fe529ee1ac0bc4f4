import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { ContentItem } from '@kiin/contracts';
import { useCompleteContentMutation, useCompletedContentQuery } from '../../api/api';
import { signInAction } from '../../auth/return-to';
import { useCurrentUser } from '../../auth/use-current-user';
import { useToast } from '../../toast/toast-context';

const noneCompleted: ReadonlySet<string> = new Set();

/** Ids of the items the signed-in member has completed; empty when signed out. */
export function useCompletedIds(): ReadonlySet<string> {
  const { user } = useCurrentUser();
  const { data } = useCompletedContentQuery(undefined, { skip: !user });
  return useMemo(() => (user && data ? new Set(data.map((c) => c.contentId)) : noneCompleted), [user, data]);
}

/**
 * Marks an item complete with the spec's toasts (§8): a sign-in prompt for visitors, the
 * premium notice for a locked item, success, or failure. The completed list and the user
 * (points) are refetched after a success.
 */
export function useMarkComplete(): { markComplete: (item: ContentItem) => Promise<boolean>; isMarking: boolean } {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const [complete, { isLoading }] = useCompleteContentMutation();
  const { pathname, search } = useLocation();

  const markComplete = async (item: ContentItem): Promise<boolean> => {
    if (!user) {
      // The spec's words, with the way to do it: sign in and come back here.
      toast({ title: 'Authentication required', description: 'Please sign in to track your progress', variant: 'error', action: signInAction(pathname + search) });
      return false;
    }
    if (item.locked) {
      toast({ title: 'Premium feature', description: 'This feature requires a premium membership.', variant: 'error' });
      return false;
    }
    const result = await complete({ contentId: item.id });
    if ('error' in result) {
      toast({ title: 'Failed to update progress', description: 'Please try again later', variant: 'error' });
      return false;
    }
    toast({ title: 'Progress updated', description: 'Content marked as completed', variant: 'success' });
    return true;
  };
  return { markComplete, isMarking: isLoading };
}
