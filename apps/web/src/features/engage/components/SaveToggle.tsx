import { useState } from 'react';
import Button from '@mui/material/Button';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import type { SupportNeed } from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { useSaveServiceMutation, useUnsaveServiceMutation } from '../../../api/saved-services-api';
import { VisuallyHidden, visuallyHiddenStyle } from '../../../components/VisuallyHidden';
import { useToast } from '../../../toast/toast-context';

interface SaveToggleProps {
  service: { id: string; name: string };
  /** The need searched for, remembered as why it was saved. */
  need: SupportNeed | undefined;
  saved: boolean;
}

/**
 * "Save" / "Saved" on a service found: a toggle button (aria-pressed) whose name carries the
 * service's, and a status line that says what changed. A failure says why in a toast (a full
 * list names the limit and what to do).
 */
export function SaveToggle({ service, need, saved }: SaveToggleProps) {
  const [save, saving] = useSaveServiceMutation();
  const [unsave, removing] = useUnsaveServiceMutation();
  const [said, setSaid] = useState('');
  const { toast } = useToast();
  const busy = saving.isLoading || removing.isLoading;

  const toggle = async () => {
    const result = saved ? await unsave(service.id) : await save({ serviceId: service.id, body: need ? { need } : {} });
    if (result.error) {
      const error = toApiError(result.error as Parameters<typeof toApiError>[0]);
      toast({
        title: saved ? 'Could not remove the service' : 'Could not save the service',
        description: error?.body || error?.message,
        variant: 'error',
      });
      return;
    }
    setSaid(saved ? `${service.name} removed from your saved services.` : `${service.name} saved. You will find it on your dashboard.`);
  };

  return (
    <>
      <Button
        variant={saved ? 'contained' : 'outlined'}
        size="small"
        aria-pressed={saved}
        disabled={busy}
        onClick={() => void toggle()}
        startIcon={saved ? <BookmarkIcon aria-hidden="true" /> : <BookmarkBorderIcon aria-hidden="true" />}
        sx={{ alignSelf: 'flex-start', minHeight: 36 }}
      >
        {saved ? 'Saved' : 'Save'}
        <VisuallyHidden> {service.name}</VisuallyHidden>
      </Button>
      <span role="status" style={visuallyHiddenStyle}>
        {said}
      </span>
    </>
  );
}
