import { type FormEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { type EngageQuery, engageWhereMaxLength, type SupportNeed } from '@kiin/contracts';
import { useHydrated } from '../../../components/use-hydrated';
import { needChoices } from '../engage-search';

interface SearchFormProps {
  /** The search the address holds: the fields start from it. */
  initial: EngageQuery | null;
  onSearch: (search: EngageQuery) => void;
}

/** Where and what: a place typed in, a need picked (or every need), and a Search button. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const hydrated = useHydrated();
  const [where, setWhere] = useState(initial?.where ?? '');
  const [need, setNeed] = useState<SupportNeed | ''>(initial?.need ?? '');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!where.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSearch(need ? { where: where.trim(), need } : { where: where.trim() });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Find services"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr auto' }, alignItems: 'start', mb: 4 }}
    >
      <TextField
        label="Postcode, suburb or state"
        value={where}
        onChange={(event) => setWhere(event.target.value)}
        disabled={!hydrated}
        error={missing}
        helperText={missing ? 'Enter a postcode, a suburb or a state.' : 'For example 2150, Parramatta or Victoria'}
        slotProps={{ htmlInput: { maxLength: engageWhereMaxLength, autoComplete: 'postal-code' } }}
      />
      <TextField
        select
        label="What do you need help with?"
        value={need}
        onChange={(event) => setNeed(event.target.value as SupportNeed | '')}
        disabled={!hydrated}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All needs</option>
        {needChoices.map(({ need: value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon aria-hidden="true" />} disabled={!hydrated} sx={{ minHeight: 56 }}>
        Search
      </Button>
    </Box>
  );
}
