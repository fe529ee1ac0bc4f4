import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A column of legal text, kept to a readable line length. */
export function Prose({ children }: { children: ReactNode }) {
  return <Stack spacing={2} sx={{ maxWidth: 760 }}>{children}</Stack>;
}

/** One part of a legal section, under its own h3. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ pt: 1 }}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

export function Bullets({ items }: { items: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
      {items.map((item) => (
        <Typography component="li" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}
