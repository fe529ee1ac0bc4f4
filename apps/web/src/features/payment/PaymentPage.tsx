import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type KliinicSession, type PaymentCreated, type PaymentType, type Plan, planCatalogue } from '@kiin/contracts';
import { useKliinicSessionsQuery, usePlansQuery } from '../../api/api';
import { loginHref } from '../../auth/return-to';
import { useCurrentUser } from '../../auth/use-current-user';
import { formatDate } from '../../components/dates';
import { TextLink } from '../../components/links';
import { findPlan } from '../../components/plans';
import { useHydrated } from '../../components/use-hydrated';
import { useToast } from '../../toast/toast-context';
import { useBookIncludedMutation } from '../../api/member-api';
import { paymentIntentIdOf, useCreatePaymentIntentMutation, useCreateSubscriptionMutation, usePaymentConfigQuery } from '../../api/payment-api';
import { type ChoiceView, PlanChoices } from './components/PlanChoices';
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
