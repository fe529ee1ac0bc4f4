import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useHydrated } from './use-hydrated';

interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** A visible label; without one, `ariaLabel` names the field for assistive technology. */
  label?: string;
  ariaLabel?: string;
  /** Space below, in theme units. */
  mb?: number;
  /** What the search found, announced politely beneath the box ('' says nothing yet). */
  status?: string;
}

/** The search box of the directory, the library and the conditions: a search icon, full width up to 560 px. */
export function SearchField({ value, onChange, placeholder, label, ariaLabel, mb = 1, status }: SearchFieldProps) {
  const hydrated = useHydrated();
  const field = (
    <TextField
      type="search"
      disabled={!hydrated}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      sx={{ mb: status === undefined ? mb : 1, maxWidth: 560 }}
      slotProps={{
        htmlInput: ariaLabel ? { 'aria-label': ariaLabel } : undefined,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  if (status === undefined) return field;
  return (
    <>
      {field}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb, minHeight: '1.5em' }}>
        {status}
      </Typography>
    </>
  );
}
