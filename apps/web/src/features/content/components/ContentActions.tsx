import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import type { ContentItem } from '@kiin/contracts';
import { canMarkComplete } from '../../../components/content/content-presentation';
import { useCompletedIds, useMarkComplete } from '../../../components/content/use-completion';
import { useShareLink } from '../hooks/use-share-link';

/**
 * Mark Complete (then a disabled Completed) and Share. Websites and locked premium items
 * offer Share only, with Completed still shown for a website finished before.
 */
export function ContentActions({ item }: { item: ContentItem }) {
  const completedIds = useCompletedIds();
  const { markComplete, isMarking } = useMarkComplete();
  const share = useShareLink(item.title);
  // Holds Completed on screen while the completed list is refetched after a success.
  const [completedNow, setCompletedNow] = useState<string | null>(null);
  const completed = completedIds.has(item.id) || completedNow === item.id;

  const onMarkComplete = async () => {
    if (await markComplete(item)) setCompletedNow(item.id);
  };

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!item.locked &&
        (completed ? (
          <Button
            variant="outlined"
            disabled
            startIcon={<CheckCircleIcon aria-hidden />}
            sx={{ '&.Mui-disabled': { color: 'success.main', borderColor: 'success.main' } }}
          >
            Completed
          </Button>
        ) : canMarkComplete(item) ? (
          <Button
            variant="outlined"
            startIcon={<CheckCircleOutlineIcon aria-hidden />}
            loading={isMarking}
            loadingPosition="start"
            onClick={() => void onMarkComplete()}
          >
            Mark Complete
          </Button>
        ) : null)}
      <Button variant="text" startIcon={<ShareOutlinedIcon aria-hidden />} onClick={() => void share()}>
        Share
      </Button>
    </Stack>
  );
}
