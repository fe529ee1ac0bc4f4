import { useCallback } from 'react';
import { useToast } from '../../../toast/toast-context';

/**
 * Shares the page's address: copied to the clipboard with the spec's 'Link copied'. Where the
 * clipboard is refused, the device's share sheet is offered, and failing that the address
 * itself is shown so it can be copied by hand.
 */
export function useShareLink(title: string): () => Promise<void> {
  const { toast } = useToast();
  return useCallback(async () => {
    const link = window.location.href;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link copied', variant: 'success' });
      return;
    } catch {
      // No clipboard access (permission, insecure context): try the next way.
    }
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    toast({ title: 'Could not copy the link', description: `Copy this address instead: ${link}`, variant: 'error' });
  }, [title, toast]);
}
