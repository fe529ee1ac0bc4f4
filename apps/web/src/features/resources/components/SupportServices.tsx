import { useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SupportService } from '@kiin/contracts';
import { useSupportServicesQuery } from '../../../api/api';
import { QueryError } from '../../../components/QueryError';
import { EmergencyBox } from './EmergencyBox';
import { ServiceCard } from './ServiceCard';
import { groupDirectory } from '../support-directory';
import { Group } from '../../../components/Group';
import { SearchField } from '../../../components/SearchField';
import { cardGridSx } from '../../../components/card-grid';


function ServiceGrid({ services, headingLevel }: { services: SupportService[]; headingLevel: 'h3' | 'h4' }) {
  return (
    <Box component="ul" sx={cardGridSx}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}

function Empty({ what, query }: { what: string; query: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      No {what} match “{query.trim()}”.
    </Typography>
  );
}

function LoadingGrid() {
  return (
    <Box component="ul" sx={cardGridSx} aria-busy="true" aria-label="Loading services">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i}>
          <Skeleton variant="rounded" height={220} />
        </li>
      ))}
    </Box>
  );
}

/** The carer support services directory with one search across every group. */
export function SupportServices() {
  const { data, isLoading, error, refetch } = useSupportServicesQuery();
  // The directory is drawn as a transition, in short slices, not in the task that delivers it.
  const services = useDeferredValue(data);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const directory = useMemo(() => groupDirectory(services ?? [], deferredQuery), [services, deferredQuery]);
  const searching = deferredQuery.trim().length > 0;

  return (
    <>
      <EmergencyBox />
      <SearchField
        label="Search services"
        placeholder="Try “respite”, “NSW” or “young carers”"
        value={query}
        onChange={setQuery}
        mb={4}
        status={data && searching ? `${directory.total} ${directory.total === 1 ? 'service matches' : 'services match'} your search.` : ''}
      />

      {isLoading || (data && !services) ? (
        <LoadingGrid />
      ) : error ? (
        <QueryError what="the support services directory" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Group id="national-services" title="National Services">
            {directory.national.length ? (
              <ServiceGrid services={directory.national} headingLevel="h3" />
            ) : (
              <Empty what="national services" query={deferredQuery} />
            )}
          </Group>
          <Group id="state-services" title="State & Territory Services">
            {directory.state.length ? (
              directory.state.map((entry) => (
                <Box key={entry.code} sx={{ mb: 3 }}>
                  <Typography component="h3" variant="h3" sx={{ mb: 1.5 }}>
                    {entry.label}
                  </Typography>
                  <ServiceGrid services={entry.services} headingLevel="h4" />
                </Box>
              ))
            ) : (
              <Empty what="state or territory services" query={deferredQuery} />
            )}
          </Group>
          <Group id="specialised-services" title="Specialised Support Services">
            {directory.specialised.length ? (
              <ServiceGrid services={directory.specialised} headingLevel="h3" />
            ) : (
              <Empty what="specialised services" query={deferredQuery} />
            )}
          </Group>
        </>
      )}
    </>
  );
}
