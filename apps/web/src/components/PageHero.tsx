import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';

interface PageHeroProps {
  /** The page's only h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

const heroBackground = (theme: Theme) =>
  theme.palette.mode === 'light'
    ? 'linear-gradient(160deg, #e3f1ee 0%, #f6f8f7 70%)'
    : 'linear-gradient(160deg, #14302c 0%, #0e1716 70%)';

export function PageHero({ title, eyebrow, lead, actions, children }: PageHeroProps) {
  return (
    <Box sx={{ background: heroBackground, py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        {eyebrow && (
          <Typography component="p" sx={{ color: 'primary.main', fontWeight: 700, mb: 1.5, letterSpacing: '0.04em' }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ maxWidth: 820, fontSize: { xs: '2rem', md: '2.8rem' } }}>
          {title}
        </Typography>
        {lead && (
          <Typography sx={{ mt: 2, maxWidth: 680, fontSize: { xs: '1.05rem', md: '1.2rem' } }} color="text.secondary">
            {lead}
          </Typography>
        )}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
            {actions}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}
