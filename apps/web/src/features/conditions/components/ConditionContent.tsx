import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useConditionContentQuery } from '../../../api/api';
import { QueryError } from '../../../components/QueryError';
import { ContentCollection, type ViewMode } from '../../../components/content/ContentCollection';
import { useCompletedIds } from '../../../components/content/use-completion';
import { ViewToggle } from '../../../components/content/ViewToggle';
import { viewFromParam } from '../condition-search';

function NoContent() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': there is nowhere inside Kiin to go back to.
  const cameFromApp = location.key !== 'default';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>No content available for this condition yet.</Typography>
      <Button
        variant="outlined"
        startIcon={<ArrowBackIcon aria-hidden="true" />}
        onClick={() => void (cameFromApp ? navigate(-1) : navigate('/conditions'))}
      >
        Go Back
      </Button>
    </Paper>
  );
}

/** The educational content for one condition, as cards or rows; the layout lives in `?view=`. */
export function ConditionContent({ conditionId, conditionName }: { conditionId: string; conditionName: string }) {
  const { data, isLoading, isFetching, error, refetch } = useConditionContentQuery(conditionId);
  const completedIds = useCompletedIds();
  const [params, setParams] = useSearchParams();
  const view = viewFromParam(params.get('view'));

  const selectView = (next: ViewMode) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.set('view', 'list');
        else updated.delete('view');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // A retry after a failure shows the placeholders again rather than the old error.
  const retrying = Boolean(error) && isFetching;
  const failed = Boolean(error) && !isFetching;
  const empty = !isLoading && !error && data?.length === 0;

  return (
    <Box component="section" aria-labelledby="condition-content-title">
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="condition-content-title" variant="h2">
          Educational content
        </Typography>
        {!empty && !failed && <ViewToggle value={view} onChange={selectView} />}
      </Stack>
      {failed ? (
        <QueryError what={`the content for ${conditionName}`} error={error} onRetry={() => void refetch()} />
      ) : empty ? (
        <NoContent />
      ) : (
        <ContentCollection items={data ?? []} view={view} completedIds={completedIds} loading={isLoading || retrying} />
      )}
    </Box>
  );
}
