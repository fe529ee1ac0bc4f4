import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KliinicSession, type PaymentCreated, type PaymentType, type Plan, planCatalogue } from '@kiin/contracts';
import { useKliinicSessionsQuery, usePlansQuery } from '../../api/api';
import { loginHref } from '../../auth/return-to';
import { useCurrentUser } from '../../auth/use-current-user';
import { formatDate } from '../../components/dates';
import { TextLink } from '../../components/links';
import { findPlan } from '../../components/plans';
import { QueryError } from '../../components/QueryError';
import { useHydrated } from '../../components/use-hydrated';
import { useToast } from '../../toast/toast-context';
import { useBookIncludedMutation } from '../../api/member-api';
import { paymentIntentIdOf, useCreatePaymentIntentMutation, useCreateSubscriptionMutation, usePaymentConfigQuery } from '../../api/payment-api';
import { TestCardForm } from './components/TestCardForm';

/** Stripe Elements and Stripe.js load only here, and only when Stripe is configured. */
const StripeCardForm = lazy(() => import('./components/StripeCardForm'));

interface Started {
  type: PaymentType;
  plan: Plan;
  payment: PaymentCreated;
  session: KliinicSession | null;
}

const sessionLabel = (s: KliinicSession) => `${s.title} — ${formatDate(s.date, 'long')}, ${s.time}`;

/** A session as the picker shows it: the title, and the date on a line of its own, both wrapping. */
function SessionOption({ session }: { session: KliinicSession }) {
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {session.title}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
        {formatDate(session.date, 'long')}, {session.time}
      </Box>
    </Box>
  );
}

/** The plan choice's heading and frame. */
function ChoiceFrame({ children }: { children: React.ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Choose how to join
      </Typography>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        Prices include GST. <TextLink to="/kliinics">Back to kliinics</TextLink>
      </Typography>
      {children}
    </Container>
  );
}

function PlanChoice({
  plan,
  busy,
  onChoose,
  chosen = false,
  actionLabel,
  signInHref,
  children,
}: {
  plan: Plan;
  busy: boolean;
  onChoose: () => void;
  /** The button's words when they are not "Choose {plan}". */
  actionLabel?: string;
  /** A visitor's way on: the button signs in first, then comes back here. */
  signInHref?: string;
  /** The plan the member came for (`?type=`): outlined and shown first. */
  chosen?: boolean;
  children?: React.ReactNode;
}) {
  const nameId = useId();
  return (
    <Card
      variant={chosen ? 'outlined' : 'elevation'}
      data-chosen={chosen || undefined}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...(chosen ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        {plan.label && <Chip label={plan.label} size="small" color="secondary" sx={{ fontWeight: 700, mb: 1.5 }} />}
        <Typography id={nameId} component="h2" variant="h3">
          {plan.name}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, my: 1 }}>
          {plan.priceLabel}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plan.description}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        {signInHref ? (
          <Button variant="contained" fullWidth href={signInHref} aria-describedby={nameId}>
            {actionLabel ?? 'Sign in to continue'}
          </Button>
        ) : (
          <Button variant="contained" fullWidth onClick={onChoose} disabled={busy} aria-describedby={nameId}>
            {actionLabel ?? `Choose ${plan.name}`}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The session picker while the programme is on its way: the same frame and height as a chosen session. */
function SessionPickerLoading() {
  return (
    <TextField
      select
      disabled
      label="Session"
      value=""
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: () => (
            <Box component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                Loading sessions…
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }} aria-hidden="true">
                &nbsp;
              </Box>
            </Box>
          ),
        },
      }}
    >
      <MenuItem value="">Loading sessions…</MenuItem>
    </TextField>
  );
}

/** What the plan choice shows, as one value: each answer that changes it is drawn as a deferred render, in slices. */
interface ChoiceView {
  kliinic: Plan | undefined;
  membership: Plan | undefined;
  wanted: PaymentType | null;
  isPremium: boolean;
  signInHref: string | undefined;
  busy: boolean;
  sessionsLoading: boolean;
  sessionsError: React.ComponentProps<typeof QueryError>['error'];
  open: KliinicSession[];
  chosenSession: KliinicSession | null;
}

/** The two plans, side by side on a desktop; memoised, so only a new view redraws them. */
const PlanChoices = memo(function PlanChoices({
  view,
  onSessionChange,
  onBookSeat,
  onChoose,
  onRetrySessions,
}: {
  view: ChoiceView;
  onSessionChange: (sessionId: string) => void;
  onBookSeat: () => void;
  onChoose: (type: PaymentType) => void;
  onRetrySessions: () => void;
}) {
  // minmax(0, 1fr): a long session name wraps inside its card instead of widening it.
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {view.kliinic && (
        <Box component="li" sx={{ order: view.wanted === 'membership' ? 2 : 1 }}>
          <PlanChoice
            plan={view.kliinic}
            chosen={view.wanted === 'kliinic'}
            busy={view.busy || !view.chosenSession}
            onChoose={view.isPremium ? onBookSeat : () => onChoose('kliinic')}
            actionLabel={view.signInHref ? 'Sign in to book' : view.isPremium ? 'Book my seat' : undefined}
            signInHref={view.signInHref}
          >
            {/* Two lines on a phone either way, so the picker below stays where it is. */}
            <Typography sx={{ mb: 2, minHeight: { xs: '3em', md: 'auto' }, ...(view.isPremium ? { fontWeight: 650 } : { color: 'text.secondary' }) }}>
              {view.isPremium ? 'Included in your membership: book your seat at no extra cost.' : 'Monthly members book their seat at no extra cost.'}
            </Typography>
            {view.sessionsLoading ? (
              <SessionPickerLoading />
            ) : view.sessionsError ? (
              <QueryError what="the sessions" error={view.sessionsError} onRetry={onRetrySessions} />
            ) : view.open.length === 0 ? (
              <Typography>No sessions are open for booking right now.</Typography>
            ) : (
              <TextField
                select
                label="Session"
                value={view.chosenSession?.id ?? ''}
                onChange={(e) => onSessionChange(e.target.value)}
                fullWidth
                sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
                slotProps={{
                  inputLabel: { shrink: true },
                  select: {
                    renderValue: () => (view.chosenSession ? <SessionOption session={view.chosenSession} /> : null),
                    MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } },
                  },
                }}
              >
                {view.open.map((s) => (
                  <MenuItem key={s.id} value={s.id} sx={{ whiteSpace: 'normal', py: 1.25 }}>
                    <SessionOption session={s} />
                  </MenuItem>
                ))}
              </TextField>
            )}
          </PlanChoice>
        </Box>
      )}
      {view.membership && (
        <Box component="li" sx={{ order: view.wanted === 'membership' ? 1 : 2 }}>
          <PlanChoice
            plan={view.membership}
            chosen={view.wanted === 'membership'}
            busy={view.busy || view.isPremium}
            onChoose={() => onChoose('membership')}
            actionLabel={view.signInHref ? 'Sign in to join' : undefined}
            signInHref={view.signInHref}
          >
            {/* The line's space is kept for everyone, so the button does not move when it comes. */}
            <Typography sx={{ minHeight: '1.5em' }}>{view.isPremium ? 'You are already a premium member.' : null}</Typography>
          </PlanChoice>
        </Box>
      )}
    </Box>
  );
});

/**
 * /payment: step 1 chooses a plan (and the session, for a kliinic); choosing creates the
 * payment on the server, which sets the price. Step 2 takes the card. Success is only
 * claimed on /payment-success once the server has confirmed it.
 *
 * The plans are drawn from the price list the server charges by (`planCatalogue`) until its
 * answer comes, so the page is rendered ahead of time with its prices. What depends on the
 * visitor (signed in, premium) or on the programme takes space that is already there: the
 * page does not move when they arrive.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const { user, isLoading: userLoading } = useCurrentUser();
  const plans = usePlansQuery();
  const sessions = useKliinicSessionsQuery();
  const config = usePaymentConfigQuery();
  const [createIntent, intentState] = useCreatePaymentIntentMutation();
  const [createSubscription, subscriptionState] = useCreateSubscriptionMutation();
  const [started, setStarted] = useState<Started | null>(null);
  // As rendered ahead of time until the app runs the page, whatever has already come.
  const sessionsLoading = !hydrated || sessions.isLoading;
  const open = useMemo(() => (hydrated ? (sessions.data ?? []) : []).filter((s) => s.status === 'upcoming' && !s.full), [hydrated, sessions.data]);
  const [sessionId, setSessionId] = useState<string>(params.get('session') ?? '');
  const chosenSession = open.find((s) => s.id === sessionId) ?? open[0] ?? null;
  /** The plan a link asked for (`?type=kliinic|membership`, as /payment-success names them). */
  const wanted: PaymentType | null = params.get('type') === 'membership' ? 'membership' : params.get('type') === 'kliinic' || params.get('session') ? 'kliinic' : null;

  // The page opens at the top, and so does each step.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [started]);

  const catalogue = (hydrated ? plans.data : undefined) ?? planCatalogue;
  const kliinic = findPlan(catalogue, 'single-kliinic');
  const membership = findPlan(catalogue, 'monthly-membership');
  const [bookIncluded, bookingState] = useBookIncludedMutation();
  const settled = !userLoading && !sessionsLoading && !config.isLoading;
  const busy = !settled || intentState.isLoading || subscriptionState.isLoading || bookingState.isLoading;
  const isPremium = user?.isPremium === true;
  const signInHref = settled && !user ? loginHref(`/payment${params.size > 0 ? `?${params.toString()}` : ''}`) : undefined;

  /** Every kliinic is included in the monthly membership: a member books the seat, nothing is charged. */
  const bookSeat = useCallback(async () => {
    if (!chosenSession) return;
    const result = await bookIncluded(chosenSession.id);
    if ('error' in result) {
      toast({ title: 'Booking failed', description: result.error && 'message' in result.error ? result.error.message : undefined, variant: 'error' });
      return;
    }
    toast({ title: 'Seat booked', description: `You have a seat at ${chosenSession.title}. It is included in your membership.`, variant: 'success' });
    void navigate('/member/kliinics');
  }, [bookIncluded, chosenSession, navigate, toast]);

  const choose = useCallback(
    async (type: PaymentType) => {
    const plan = type === 'kliinic' ? kliinic : membership;
    if (!plan) return;
    const result =
      type === 'kliinic'
        ? await createIntent({ amount: plan.priceCents / 100, ...(chosenSession ? { sessionId: chosenSession.id } : {}) })
        : await createSubscription({ amount: plan.priceCents / 100 });
    if ('error' in result) {
      // Spec §8: a creation failure is logged only; the member stays on the plan choice.
      console.error('payment could not be created', result.error);
      return;
    }
    setStarted({ type, plan, payment: result.data, session: open.find((s) => s.id === result.data.sessionId) ?? null });
    },
    [chosenSession, createIntent, createSubscription, kliinic, membership, open],
  );

  const onBookSeat = useCallback(() => void bookSeat(), [bookSeat]);
  const onChoose = useCallback((type: PaymentType) => void choose(type), [choose]);
  const { refetch: refetchSessions } = sessions;
  const onRetrySessions = useCallback(() => void refetchSessions(), [refetchSessions]);
  // Each answer (member, plans, sessions, payment set-up) changes this view; the plans are drawn
  // from it in a deferred render, so a phone is not held by one long redraw per answer.
  const view = useDeferredValue(
    useMemo<ChoiceView>(
      () => ({ kliinic, membership, wanted, isPremium, signInHref, busy, sessionsLoading, sessionsError: sessions.error, open, chosenSession }),
      [kliinic, membership, wanted, isPremium, signInHref, busy, sessionsLoading, sessions.error, open, chosenSession],
    ),
  );

  if (started) {
    const payLabel = `Pay ${started.plan.priceLabel}`;
    const summary =
      started.type === 'kliinic'
        ? `You are booking one kliinic${started.session ? `, ${sessionLabel(started.session)}` : ''}, for ${started.plan.priceLabel} (GST included).`
        : `You are starting the ${started.plan.name} at ${started.plan.priceLabel} (GST included): every kliinic and premium, cancel anytime.`;
    const intentId = paymentIntentIdOf(started.payment.clientSecret);
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
        <Button onClick={() => setStarted(null)} sx={{ mb: 2, px: 0 }}>
          ← Back to payment options
        </Button>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Payment
        </Typography>
        <Typography sx={{ mb: 3 }}>{summary}</Typography>
        {config.data?.mode === 'stripe' && config.data.publishableKey ? (
          <Suspense fallback={<CircularProgress aria-label="Loading the card form" />}>
            <StripeCardForm
              publishableKey={config.data.publishableKey}
              clientSecret={started.payment.clientSecret}
              payLabel={payLabel}
              returnUrl={`${window.location.origin}/payment-success?type=${started.type}`}
              onFailed={(message) => toast({ title: 'Payment Failed', description: message, variant: 'error' })}
            />
          </Suspense>
        ) : (
          <TestCardForm
            clientSecret={started.payment.clientSecret}
            payLabel={payLabel}
            onPaid={() => void navigate(`/payment-success?type=${started.type}&payment_intent=${intentId ?? ''}`)}
            onFailed={(message) => toast({ title: 'Payment Failed', description: message, variant: 'error' })}
          />
        )}
      </Container>
    );
  }

  return (
    <ChoiceFrame>
      <PlanChoices view={view} onSessionChange={setSessionId} onBookSeat={onBookSeat} onChoose={onChoose} onRetrySessions={onRetrySessions} />
    </ChoiceFrame>
  );
}
