import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export interface SummaryItem {
  fieldId: string;
  message: string;
}

/** Announced list of what to fix, each linking to its field. */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: SummaryItem[] }>(function ErrorSummary(
  { items },
  ref,
) {
  if (!items.length) return null;
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={-1} sx={{ mb: 3 }}>
      <AlertTitle>Please fix {items.length === 1 ? 'this' : 'these'} to continue</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item.fieldId}>
            <Link
              href={`#${item.fieldId}`}
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
            >
              {item.message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
});
