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
import { savedIds, useSavedServicesQuery } from '../../api/saved-services-api';
import { useCurrentUser } from '../../auth/use-current-user';
import { loginHref } from '../../auth/return-to';
import { cardGridSx } from '../../components/card-grid';
import { PageHero } from '../../components/PageHero';
import { QueryError } from '../../components/QueryError';
import { visuallyHiddenStyle } from '../../components/VisuallyHidden';
import { useFindServicesQuery } from './api/engage-api';
import { formFromParams, searchAddress, searchFromParams } from './engage-search';
import { MatchCard } from './components/MatchCard';
import { SaveToggle } from './components/SaveToggle';
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

/**
 * Who is looking: a member gets a Save toggle on each service; a visitor one quiet link to sign
 * in; nothing while it is not known yet (the cards do not change size when it is).
 */
type Viewer = 'member' | 'visitor' | 'unknown';

function SignInToSave({ returnTo }: { returnTo: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Link href={loginHref(returnTo)}>Sign in to save services</Link> to your dashboard.
    </Typography>
  );
}

/** The services' cards, each with a Save toggle for a member (their saved list read once for all). */
function ServiceCards({ services, need, member }: { services: EngageResult['services']; need: EngageQuery['need']; member: boolean }) {
  const { data: saved } = useSavedServicesQuery(undefined, { skip: !member });
  const ids = savedIds(saved);
  return (
    <Box component="ul" sx={{ ...cardGridSx, mt: 3 }}>
      {services.map((service) => (
        <li key={service.id}>
          <MatchCard
            service={service}
            action={
              !member ? null : saved ? (
                <SaveToggle service={service} need={need} saved={ids.has(service.id)} />
              ) : (
                // The toggle's room, kept while the member's list arrives.
                <Skeleton variant="rounded" width={96} height={36} aria-hidden="true" />
              )
            }
          />
        </li>
      ))}
    </Box>
  );
}

interface ResultsProps {
  search: EngageQuery;
  viewer: Viewer;
  returnTo: string;
  data: EngageResult | undefined;
  error: unknown;
  isFetching: boolean;
  onRetry: () => void;
}

function Results({ search, viewer, returnTo, data, error, isFetching, onRetry }: ResultsProps) {
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
      {viewer === 'visitor' && data.services.length > 0 && <SignInToSave returnTo={returnTo} />}
      {data.services.length === 0 ? (
        <Box sx={{ mt: 3 }}>
          <NoneFound />
        </Box>
      ) : (
        <ServiceCards services={data.services} need={search.need} member={viewer === 'member'} />
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
  const { user, isLoading: userLoading } = useCurrentUser();
  const viewer: Viewer = user ? 'member' : userLoading ? 'unknown' : 'visitor';
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
        <SearchForm key={location.key} initial={formFromParams(params)} onSearch={(next) => void navigate(searchAddress(next))} />
        <div role="status" style={visuallyHiddenStyle}>
          {announcement}
        </div>
        {search && (
          <Results
            search={search}
            viewer={viewer}
            returnTo={location.pathname + location.search}
            data={currentData}
            error={error}
            isFetching={isFetching}
            onRetry={() => void refetch()}
          />
        )}
      </Container>
    </>
  );
}
