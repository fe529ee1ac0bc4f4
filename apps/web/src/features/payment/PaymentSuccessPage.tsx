import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, useCurrentUserQuery } from '../../api/api';
import { formatDate } from '../../components/dates';
import { ButtonLink, TextLink } from '../../components/links';
import { usePaymentStatusQuery } from '../../api/payment-api';

const supportEmail = 'hello@kiin.com.au';
const POLL_MS = 1000;
const GIVE_UP_MS = 90_000;

/**
 * /payment-success?type=membership|kliinic: shown once the server has the payment's effect in
 * place (the seat, or premium); until then it waits, and it never claims success early.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const type = params.get('type') === 'membership' ? 'membership' : 'kliinic';
  const paymentId = params.get('payment_intent') ?? '';
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const dispatch = useDispatch();
  const valid = /^pi_[A-Za-z0-9]+$/.test(paymentId);
  const status = usePaymentStatusQuery(paymentId, { skip: !valid, pollingInterval: waitedTooLong ? 0 : POLL_MS, skipPollingIfUnfocused: false });
  const paid = status.data?.status === 'confirmed';
  // Premium is granted by identity from billing's events: wait until the member's own record says so.
  const user = useCurrentUserQuery(undefined, { pollingInterval: type === 'membership' && paid ? POLL_MS : 0, skipPollingIfUnfocused: false });
  const confirmed = paid && (type !== 'membership' || Boolean(user.data?.isPremium));
  const failed = status.data?.status === 'failed';
  const session = status.data?.session ?? null;

  useEffect(() => {
    const timer = setTimeout(() => setWaitedTooLong(true), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // The payment settled on the server (Stripe's webhook): what it changed is read again, seats left included.
  useEffect(() => {
    if (paid) dispatch(api.util.invalidateTags(['User', 'Membership', 'Bookings', 'KliinicSessions']));
  }, [paid, dispatch]);

  const support = (
    <Typography sx={{ mt: 4 }}>
      Questions? Email <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
    </Typography>
  );

  if (!valid || status.error || failed) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Payment not confirmed
        </Typography>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {status.data?.message ?? 'We could not find a completed payment. Nothing has been charged by this page.'}
        </Alert>
        <ButtonLink to="/payment" variant="contained">
          Back to payment
        </ButtonLink>
        {support}
      </Container>
    );
  }

  if (!confirmed) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }} aria-busy="true">
        <CircularProgress aria-label="Confirming your payment" sx={{ mb: 3 }} />
        <Typography variant="h1" sx={{ mb: 2 }}>
          Confirming your payment
        </Typography>
        <Typography role="status">
          {waitedTooLong ? 'This is taking longer than usual. We will email you as soon as it is confirmed.' : 'This usually takes a few seconds.'}
        </Typography>
        {support}
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      {type === 'membership' ? (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Welcome to Kiin Premium!
          </Typography>
          <Typography sx={{ mb: 2 }}>Your monthly membership is active. Thank you for joining.</Typography>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            What&apos;s next
          </Typography>
          <ul>
            <li>Book your first kliinic</li>
            <li>Join the community</li>
            <li>
              Ask the <TextLink to="/coach">Care Coach</TextLink>: questions about caring and health services, answered from Kiin&apos;s
              library, any time (also in the account menu)
            </li>
          </ul>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <ButtonLink to="/resources" variant="contained">
              Explore Resources
            </ButtonLink>
            <ButtonLink to="/kliinics" variant="outlined">
              View Kliinics
            </ButtonLink>
          </Stack>
        </>
      ) : (
        <>
          <Typography variant="h1" sx={{ mb: 2 }}>
            Your kliinic is booked
          </Typography>
          {session && (
            <Typography component="p" variant="h3" sx={{ mb: 0.5 }} data-testid="booked-session">
              {session.title}
            </Typography>
          )}
          {session && (
            <Typography sx={{ mb: 3 }} color="text.secondary">
              {formatDate(session.date, 'long')}, {session.time} (Sydney time), {session.durationMinutes} minutes
            </Typography>
          )}
          <Typography sx={{ mb: 1 }}>We have emailed you your booking, with:</Typography>
          <ul>
            <li>the date and time, and a calendar invite</li>
            <li>pre-session materials: what to read or bring beforehand</li>
            <li>
              where the video-meeting link is: on <TextLink to="/member/kliinics">My kliinics</TextLink> from 15 minutes before the start,
              and in your reminder an hour before
            </li>
          </ul>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <ButtonLink to="/member/kliinics" variant="contained">
              My kliinics
            </ButtonLink>
            <ButtonLink to="/kliinics" variant="outlined">
              View Kliinics
            </ButtonLink>
          </Stack>
        </>
      )}
      {support}
    </Container>
  );
}
