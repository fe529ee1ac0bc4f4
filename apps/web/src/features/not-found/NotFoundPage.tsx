import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../../components/links';

export default function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="p" sx={{ color: 'primary.main', fontWeight: 700, mb: 1 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography sx={{ mb: 4 }}>
        Sorry, we could not find that page. The link may be out of date or the address mistyped. These pages
        might help you find what you need:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="nav" aria-label="Helpful pages">
        <ButtonLink to="/" variant="contained">
          Go to the home page
        </ButtonLink>
        <ButtonLink to="/resources" variant="outlined">
          Carer resources
        </ButtonLink>
        <ButtonLink to="/contact" variant="outlined">
          Contact us
        </ButtonLink>
      </Stack>
    </Container>
  );
}
