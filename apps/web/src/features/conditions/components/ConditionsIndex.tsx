import { useDeferredValue, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useConditionsQuery, useSavedConditionsQuery } from '../../../api/api';
import { useCurrentUser } from '../../../auth/use-current-user';
import { QueryError } from '../../../components/QueryError';
import { ConditionGrid, ConditionGridLoading } from './ConditionGrid';
import { filterConditions } from '../condition-search';
import { NoConditionsFound } from './NoConditionsFound';
import { Group } from '../../../components/Group';
import { SearchField } from '../../../components/SearchField';

/** /conditions: every condition as a tile, the member's saved ones first, one search over both. */
export function ConditionsIndex() {
  const { user } = useCurrentUser();
  const { data, isLoading, error, refetch } = useConditionsQuery();
  const savedQuery = useSavedConditionsQuery(undefined, { skip: !user });
  const saved = savedQuery.data;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim().length > 0;
  const searchBox = useRef<HTMLDivElement>(null);

  // A suggestion fills the box and puts the reader back in it; the button they pressed goes away.
  const searchFor = (word: string) => {
    setQuery(word);
    searchBox.current?.querySelector('input')?.focus();
  };

  const all = useMemo(() => filterConditions(data ?? [], deferredQuery), [data, deferredQuery]);
  const mine = useMemo(() => (user && saved ? filterConditions(saved, deferredQuery) : []), [user, saved, deferredQuery]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Health Conditions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Trusted information for the conditions in your life, chosen for patients and the people who care for them.
        Search by name or by an everyday word, such as heart or memory.
      </Typography>
      <Box ref={searchBox}>
        <SearchField
          placeholder="Search conditions..."
          ariaLabel="Search conditions"
          value={query}
          onChange={setQuery}
          mb={3}
          status={data && searching ? `${all.length} ${all.length === 1 ? 'condition matches' : 'conditions match'} your search.` : ''}
        />
      </Box>

      {isLoading ? (
        <ConditionGridLoading />
      ) : error ? (
        <QueryError what="the health conditions" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {user && savedQuery.error ? (
            <Group id="my-conditions" title="My Conditions">
              <QueryError what="your saved conditions" error={savedQuery.error} onRetry={() => void savedQuery.refetch()} />
            </Group>
          ) : (
            mine.length > 0 && (
              <Group id="my-conditions" title="My Conditions">
                <ConditionGrid conditions={mine} />
              </Group>
            )
          )}
          <Group id="all-conditions" title="All Conditions">
            {all.length ? (
              <ConditionGrid conditions={all} />
            ) : searching ? (
              <NoConditionsFound onSearch={searchFor} />
            ) : (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                No conditions are listed yet.
              </Typography>
            )}
          </Group>
        </>
      )}
    </Container>
  );
}
