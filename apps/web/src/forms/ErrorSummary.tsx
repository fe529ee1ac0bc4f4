import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

export interface SummaryItem {
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  items: SummaryItem[];
  /** Bumped on every failed submit: the summary then takes focus. */
  focusKey: number;
}

/** Announced list of what to fix, each linking to its field. */
export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

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
}
