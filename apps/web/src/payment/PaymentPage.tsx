import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '../components/links';

/**
 * /payment until online booking opens: BOOK NOW and the plan choices land here, on a way
 * forward, rather than on Page Not Found. Nothing is charged and nothing is collected here.
 */
export default function PaymentPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography component="p" sx={{ color: 'primary.main', fontWeight: 700, mb: 1 }}>
        Bookings and membership
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Online booking opens soon
      </Typography>
      <Typography sx={{ mb: 2 }}>
        We are not taking payments online just yet. Join the waitlist and we will email you as soon as you can book a
        kliinic or start a membership.
      </Typography>
      <Typography sx={{ mb: 4 }}>Everything in the free library, the conditions pages and the support directory is open to you now.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} component="nav" aria-label="Where to next">
        <ButtonLink to="/waitlist" variant="contained">
          Join the waitlist
        </ButtonLink>
        <ButtonLink to="/resources?tab=educational" variant="outlined">
          Browse the free library
        </ButtonLink>
        <ButtonLink to="/kliinics" variant="outlined">
          Back to kliinics
        </ButtonLink>
      </Stack>
    </Container>
  );
}
