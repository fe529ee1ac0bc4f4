import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { type EngageQuery, engageWhereMaxLength } from '@kiin/contracts';
import { useHydrated } from '../../../components/use-hydrated';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { needChoices, SearchFormSchema, searchDraft } from '../engage-search';

interface SearchFormProps {
  /** The search the address holds: the fields start from it. */
  initial: EngageQuery | null;
  onSearch: (search: EngageQuery) => void;
}

/**
 * Where and what: a place typed in, a need picked (or every need), and a Search button. One
 * field can be wrong, so its message stays beside it (no summary), until the next search.
 */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const hydrated = useHydrated();
  const form = useZodForm(SearchFormSchema, searchDraft(initial), { idPrefix: 'engage-search', reValidateMode: 'onSubmit' });
  const submit = form.handleSubmit(onSearch);

  return (
    <Box
      component="form"
      role="search"
      aria-label="Find services"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr auto' }, alignItems: 'start', mb: 4 }}
    >
      <FormTextField
        form={form}
        name="where"
        label="Postcode, suburb or state"
        disabled={!hydrated}
        hint="For example 2150, Parramatta or Victoria"
        slotProps={{ htmlInput: { maxLength: engageWhereMaxLength, autoComplete: 'postal-code' } }}
      />
      <FormTextField
        form={form}
        name="need"
        select
        label="What do you need help with?"
        disabled={!hydrated}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All needs</option>
        {needChoices.map(({ need: value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FormTextField>
      <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon aria-hidden="true" />} disabled={!hydrated} sx={{ minHeight: 56 }}>
        Search
      </Button>
    </Box>
  );
}
