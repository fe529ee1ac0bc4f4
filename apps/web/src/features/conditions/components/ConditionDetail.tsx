import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Condition } from '@kiin/contracts';
import { useConditionsQuery } from '../../../api/api';
import { usePageTitle } from '../../../app/page-title';
import { QueryError } from '../../../components/QueryError';
import { ButtonLink, TextLink } from '../../../components/links';
import { ConditionContent } from './ConditionContent';
import { ConditionIconBadge } from '../../../components/conditions/ConditionIconBadge';
import { SaveConditionButton } from './SaveConditionButton';

function BackLink() {
  return (
    <TextLink to="/conditions" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 3 }}>
      <ArrowBackIcon fontSize="small" aria-hidden="true" />
      All conditions
    </TextLink>
  );
}

function NotFound() {
  usePageTitle('Condition not found');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Condition not found
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 640 }}>
        We could not find that condition. The link may be out of date or mistyped.
      </Typography>
      <ButtonLink to="/conditions" variant="contained">
        Browse all conditions
      </ButtonLink>
    </>
  );
}

function Loading() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading condition">
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.1rem' }} />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="80%" sx={{ mb: 3 }} />
      <Skeleton variant="rounded" width={220} height={44} />
    </Box>
  );
}

function Found({ condition }: { condition: Condition }) {
  usePageTitle(condition.name);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <ConditionIconBadge iconKey={condition.icon} size="large" />
        <Typography variant="h1" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {condition.name}
        </Typography>
      </Stack>
      <Typography sx={{ mb: 3, maxWidth: 720 }}>{condition.description}</Typography>
      <Box sx={{ mb: { xs: 4, md: 6 } }}>
        <SaveConditionButton conditionId={condition.id} />
      </Box>
      <ConditionContent conditionId={condition.id} conditionName={condition.name} />
    </>
  );
}

/** /conditions/{id}: one condition, saving it to the profile, and its educational content. */
export function ConditionDetail({ id }: { id: string }) {
  const { data, isLoading, error, refetch } = useConditionsQuery();
  const condition = data?.find((c) => c.id === id);

  let body;
  if (isLoading) body = <Loading />;
  else if (error)
    body = (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Health Conditions
        </Typography>
        <QueryError what="this condition" error={error} onRetry={() => void refetch()} />
      </>
    );
  else if (!condition) body = <NotFound />;
  else body = <Found condition={condition} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <BackLink />
      {body}
    </Container>
  );
}
