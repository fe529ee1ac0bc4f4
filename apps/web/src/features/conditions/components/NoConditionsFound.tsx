import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { suggestedSearches } from '../condition-search';

/** The empty search, with a few words that do find something, one tap each. */
export function NoConditionsFound({ onSearch }: { onSearch: (query: string) => void }) {
  const hintId = useId();
  return (
    <Box sx={{ py: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        No conditions found matching your search.
      </Typography>
      <Typography id={hintId} sx={{ mb: 1.5 }}>
        Try a common word instead, such as:
      </Typography>
      <Box component="ul" aria-labelledby={hintId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {suggestedSearches.map((word) => (
          <li key={word}>
            <Button variant="outlined" size="small" sx={{ minHeight: 44, px: 2 }} onClick={() => onSearch(word)}>
              {word}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
