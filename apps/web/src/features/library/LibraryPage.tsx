import { useSearchParams } from 'react-router';
import Container from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useFreeContentQuery, usePremiumContentQuery } from '../../api/api';
import { useCurrentUser } from '../../auth/use-current-user';
import { BrowseConditionsLink } from '../../components/conditions/BrowseConditionsLink';
import { ContentCollection } from '../../components/content/ContentCollection';
import { LibraryView } from '../../components/content/LibraryView';
import { PremiumUpsell } from './PremiumUpsell';

type Shown = 'all' | 'premium';

function AllContent() {
  const { data, isLoading, isFetching, error, refetch } = useFreeContentQuery();
  return (
    <LibraryView
      title="All content"
      items={data}
      loading={isLoading || (Boolean(error) && isFetching)}
      error={error}
      onRetry={() => void refetch()}
    />
  );
}

/** Mounted for premium members only: anyone else gets a 403 from this endpoint. */
function PremiumContent() {
  const { data, isLoading, isFetching, error, refetch } = usePremiumContentQuery();
  return (
    <LibraryView
      title="Premium content"
      items={data}
      loading={isLoading || (Boolean(error) && isFetching)}
      error={error}
      onRetry={() => void refetch()}
    />
  );
}

function PremiumOnly() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <ContentCollection items={[]} view="grid" completedIds={new Set()} loading />;
  if (user?.isPremium) return <PremiumContent />;
  return <PremiumUpsell signedIn={Boolean(user)} />;
}

/** /content/library: all content or premium only (`?show=premium`). */
export default function LibraryPage() {
  const [params, setParams] = useSearchParams();
  const shown: Shown = params.get('show') === 'premium' ? 'premium' : 'all';

  const show = (next: Shown) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'premium') updated.set('show', 'premium');
        else updated.delete('show');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Content Library
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Articles, books, videos, podcasts, courses and websites chosen for patients and carers in Australia.
      </Typography>
      <BrowseConditionsLink />
      <ToggleButtonGroup
        value={shown}
        exclusive
        color="primary"
        aria-label="Show"
        onChange={(_event, next: Shown | null) => next && show(next)}
        sx={{ mb: 4 }}
      >
        <ToggleButton value="all">All content</ToggleButton>
        <ToggleButton value="premium">Premium only</ToggleButton>
      </ToggleButtonGroup>
      {shown === 'premium' ? <PremiumOnly /> : <AllContent />}
    </Container>
  );
}
