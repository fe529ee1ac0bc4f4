import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { VisuallyHidden } from './VisuallyHidden';
import { moreLoadedMessage } from './show-more';

interface ShowMoreProps {
  /** How many items are shown now. */
  count: number;
  hasMore: boolean;
  loading: boolean;
  /** Loading the next page failed: say so beside the button, which tries again. */
  failed: boolean;
  onMore: () => void;
  noun: { one: string; many: string };
}

/**
 * "Show more" under a list: a real button (keyboard and screen readers), busy while the next
 * page loads, and a polite announcement of how many more arrived. When the last page is in,
 * the button goes and focus moves to the first item that arrived (`data-list-item` on it),
 * so a keyboard user is not left on nothing.
 */
export function ShowMore({ count, hasMore, loading, failed, onMore, noun }: ShowMoreProps) {
  const [announcement, setAnnouncement] = useState('');
  const asked = useRef<number | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (asked.current === null || loading) return;
    const before = asked.current;
    asked.current = null;
    if (failed) return;
    setAnnouncement(moreLoadedMessage(count - before, noun, hasMore));
    if (!hasMore) {
      const items = anchor.current?.parentElement?.querySelectorAll<HTMLElement>('[data-list-item]');
      items?.[before]?.focus();
    }
  }, [count, hasMore, loading, failed, noun]);

  return (
    <Box ref={anchor} sx={{ mt: 3, textAlign: 'center' }}>
      {failed && (
        <Alert severity="error" sx={{ mb: 2, textAlign: 'left' }}>
          {`The next ${noun.many} could not be loaded. Please try again.`}
        </Alert>
      )}
      {hasMore && (
        <Button
          variant="outlined"
          onClick={() => {
            // Not `disabled` while loading: a disabled button would drop the keyboard focus.
            if (loading) return;
            asked.current = count;
            setAnnouncement('');
            onMore();
          }}
          aria-disabled={loading}
          startIcon={loading ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
        >
          {failed ? `Try again: show more ${noun.many}` : `Show more ${noun.many}`}
        </Button>
      )}
      <div role="status" aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </Box>
  );
}
