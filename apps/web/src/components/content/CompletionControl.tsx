import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ContentItem } from '@kiin/contracts';
import { canMarkComplete } from './content-presentation';
import { useMarkComplete } from './use-completion';

interface CompletionControlProps {
  item: ContentItem;
  completed: boolean;
  size?: 'small' | 'medium';
}

/**
 * Mark Complete for an item not yet done, where completing it makes sense (not a website,
 * not a locked premium item); a green Completed mark once it is done.
 */
export function CompletionControl({ item, completed, size = 'medium' }: CompletionControlProps) {
  const { markComplete, isMarking } = useMarkComplete();
  // Shown at once after a success, before the completed list comes back.
  const [justCompleted, setJustCompleted] = useState(false);
  const doneRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // The button the reader pressed is gone; keep their place on the card.
    if (justCompleted) doneRef.current?.focus();
  }, [justCompleted]);

  if (completed || justCompleted) {
    return (
      <Box
        component="span"
        ref={doneRef}
        tabIndex={-1}
        data-completed="true"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontWeight: 650 }}
      >
        <CheckCircleIcon color="success" fontSize={size === 'small' ? 'small' : 'medium'} aria-hidden="true" />
        <Typography component="span" variant="body2" sx={{ color: 'inherit', fontWeight: 'inherit' }}>
          Completed
        </Typography>
      </Box>
    );
  }

  if (!canMarkComplete(item)) return null;

  return (
    <Button
      size={size}
      variant="text"
      disabled={isMarking}
      aria-label={`Mark Complete: ${item.title}`}
      onClick={() => void markComplete(item).then((done) => done && setJustCompleted(true))}
    >
      Mark Complete
    </Button>
  );
}
