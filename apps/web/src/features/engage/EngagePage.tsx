import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type EngageQuery, type EngageResult, supportNeedLabels } from '@kiin/contracts';
import type { ApiError } from '../../api/base-query';
import { cardGridSx } from '../../components/card-grid';
import { PageHero } from '../../components/PageHero';
import { QueryError } from '../../components/QueryError';
import { visuallyHiddenStyle } from '../../components/VisuallyHidden';
import { useFindServicesQuery } from './api/engage-api';
import { searchAddress, searchFromParams } from './engage-search';
import { MatchCard } from './components/MatchCard';
import { SearchForm } from './components/SearchForm';

/** What the search found, in one sentence for the heading and for screen readers. */
function summary({ place, services }: EngageResult, search: EngageQuery): string {
  const count = services.length === 1 ? '1 service' : `${services.length} services`;
  const need = search.need ? ` offering ${supportNeedLabels[search.need]}` : '';
  return `${count}${need} for ${place.label}`;
}

function Loading() {
  return (
    <Box component="ul" sx={cardGridSx} aria-busy="true" aria-label="Searching for services">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton variant="rounded" height={200} />
        </li>
      ))}
    </Box>
  );
}

/** None of the directory fits: say so, and name the line that connects carers to local help. */
function NoneFound() {
  return (
    <Alert severity="info">
      No service in our directory matches that need there yet. Try all needs, or call Carer Gateway on{' '}
      <Link href="tel:1800422737">1800 422 737</Link> to reach your local carer support provider.
    </Alert>
  );
}

/** A place the gateway could not read (404) or a search it refused (400): its own words say what to change. */
const refusal = (error: unknown) => {
  const apiError = error as Partial<ApiError> | undefined;
  return (apiError?.status === 400 || apiError?.status === 404) && apiError.body ? apiError.body : null;
};

interface ResultsProps {
  search: EngageQuery;
  data: EngageResult | undefined;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
}

function Results({ search, data, error, isFetching, onRetry }: ResultsProps) {
  if (isFetching) return <Loading />;
  if (error) {
    const words = refusal(error);
    return words ? <Alert severity="warning">{words}</Alert> : <QueryError what="the services" error={error as ApiError} onRetry={onRetry} />;
  }
  if (!data) return null;
  return (
    <section aria-labelledby="engage-results">
      <Typography id="engage-results" variant="h2" sx={{ mb: 1 }}>
        {summary(data, search)}
      </Typography>
      {data.place.region && <Typography color="text.secondary">Region: {data.place.region}</Typography>}
      {data.services.length === 0 ? (
        <Box sx={{ mt: 3 }}>
          <NoneFound />
        </Box>
      ) : (
        <Box component="ul" sx={{ ...cardGridSx, mt: 3 }}>
          {data.services.map((service) => (
            <li key={service.id}>
              <MatchCard service={service} />
            </li>
          ))}
        </Box>
      )}
    </section>
  );
}

/**
 * "Engage: find services". The search lives in the address (`/engage?where=2150&need=respite`),
 * so it can be shared and Back returns to the search before; the form starts again from the
 * address whenever it changes.
 */
export default function EngagePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const search = searchFromParams(params);
  const { currentData, error, isFetching, refetch } = useFindServicesQuery(search ?? skipToken);
  // Said once, not the whole list: a failure announces itself (an alert).
  const announcement = !search ? '' : isFetching ? 'Searching…' : currentData ? `Found ${summary(currentData, search)}.` : '';

  return (
    <>
      <PageHero
        eyebrow="Engage"
        title="Find services"
        lead="Search by postcode, suburb or state for carer support services that serve where you live, then narrow the list to what you need."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <SearchForm key={location.key} initial={search} onSearch={(next) => void navigate(searchAddress(next))} />
        <div role="status" style={visuallyHiddenStyle}>
          {announcement}
        </div>
        {search && <Results search={search} data={currentData} error={error} isFetching={isFetching} onRetry={() => void refetch()} />}
      </Container>
    </>
  );
}
