import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';

/** The wordmark; always leads home. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Kiin home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.35rem',
        letterSpacing: '-0.02em',
        borderRadius: 1,
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          width: 32,
          height: 32,
          borderRadius: '10px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontSize: '1.1rem',
        }}
      >
        k
      </Box>
      <span aria-hidden="true">kiin</span>
    </Box>
  );
}
