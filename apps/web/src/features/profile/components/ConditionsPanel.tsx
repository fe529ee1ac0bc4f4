import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Condition } from '@kiin/contracts';
import { useRemoveConditionMutation, useSavedConditionsQuery } from '../../../api/api';
import { tileSx } from '../../../components/card-grid';
import { ButtonLink } from '../../../components/links';
import { QueryError } from '../../../components/QueryError';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ConditionIconBadge } from '../../../components/conditions/ConditionIconBadge';
import { useToast } from '../../../toast/toast-context';

function SavedCondition({ condition, removing, onRemove }: { condition: Condition; removing: boolean; onRemove: () => void }) {
  return (
    <Box
      component="li"
      sx={{ ...tileSx, display: 'grid', gridTemplateColumns: { xs: 'auto 1fr', sm: 'auto 1fr auto' }, columnGap: 2, rowGap: 1.5, alignItems: 'start' }}
    >
      <ConditionIconBadge iconKey={condition.icon} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
          <Link component={RouterLink} to={`/conditions/${condition.id}`}>
            {condition.name}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {condition.description}
        </Typography>
      </Box>
      {/* Under the text on a phone, beside it from sm. */}
      <Button variant="outlined" color="error" size="small" onClick={onRemove} disabled={removing} sx={{ gridColumn: { xs: 2, sm: 3 }, justifySelf: 'start' }}>
        Remove<VisuallyHidden> {condition.name}</VisuallyHidden>
      </Button>
    </Box>
  );
}

/** The conditions the member follows, each linked and removable (spec §8's profile toasts). */
export function ConditionsPanel() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = useSavedConditionsQuery();
  const [remove] = useRemoveConditionMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const { toast } = useToast();

  const removeCondition = async (condition: Condition) => {
    setRemoving(condition.id);
    const result = await remove(condition.id);
    setRemoving(null);
    if ('error' in result) {
      toast({ title: 'Error: Failed to remove condition', description: 'Please try again later', variant: 'error' });
      return;
    }
    toast({ title: 'Condition removed', description: 'This condition has been removed from your profile', variant: 'success' });
    // The button that had focus is gone; the list's heading takes it so the keyboard keeps its place.
    heading.current?.focus();
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} ref={heading} tabIndex={-1} variant="h2" sx={{ mb: 0.5 }}>
        My conditions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        The health conditions you follow, each with its own reading list.
      </Typography>
      {saved.isLoading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your conditions">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      ) : saved.error ? (
        <QueryError what="your conditions" error={saved.error} onRetry={() => void saved.refetch()} />
      ) : !saved.data?.length ? (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography sx={{ fontWeight: 650, mb: 0.5 }}>You have not saved any conditions yet.</Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Add the conditions that matter to you or the person you care for, and find them here.
          </Typography>
          <ButtonLink to="/conditions" variant="contained">
            Browse health conditions
          </ButtonLink>
        </Paper>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {saved.data.map((condition) => (
              <SavedCondition
                key={condition.id}
                condition={condition}
                removing={removing === condition.id}
                onRemove={() => void removeCondition(condition)}
              />
            ))}
          </Stack>
          <ButtonLink to="/conditions" sx={{ mt: 2 }}>
            Add more conditions
          </ButtonLink>
        </>
      )}
    </Box>
  );
}
