import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { telHref } from './phone-numbers';

export interface PhoneLine {
  name: string;
  phone: string;
  note: string;
}

/**
 * Support lines as a list: the name, the number as a large tap-to-call link, and a note. The
 * crisis lines of /help and the "Need immediate support?" box of /resources both use it.
 */
export function PhoneLineList({ lines, labelledBy, columns = 1 }: { lines: readonly PhoneLine[]; labelledBy?: string; columns?: 1 | 3 }) {
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: columns === 1 ? 2 : 1.5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` } }}
    >
      {lines.map((line) => (
        <li key={line.phone}>
          <Typography sx={{ fontWeight: 650 }}>{line.name}</Typography>
          <Link href={telHref(line.phone)} sx={{ fontSize: columns === 1 ? '1.375rem' : '1.25rem', fontWeight: columns === 1 ? 800 : 700, whiteSpace: 'nowrap' }}>
            {line.phone}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {line.note}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
