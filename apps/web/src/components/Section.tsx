import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

interface SectionProps {
  title: string;
  id?: string;
  intro?: ReactNode;
  /** A tinted band, to separate neighbouring sections without lines. */
  tinted?: boolean;
  children?: ReactNode;
}

export const tintedBackground = (theme: Theme) =>
  theme.palette.mode === 'light' ? '#e9f2f0' : '#12201e';

/** A page section with its own h2, labelled for screen-reader landmarks. */
export function Section({ title, id, intro, tinted, children }: SectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? tintedBackground : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h2" sx={{ mb: intro ? 1.5 : 3 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720, fontSize: '1.05rem' }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
