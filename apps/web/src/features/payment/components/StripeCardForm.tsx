import { type FormEvent, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';

interface Props {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  /** Where Stripe sends the member once the payment is confirmed (it adds `payment_intent`). */
  returnUrl: string;
  onFailed: (message: string) => void;
}

/** Stripe.js is fetched once per key, and only by this module (a chunk of its own, loaded on /payment). */
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string): Promise<Stripe | null> => {
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    loaded.set(key, stripe);
  }
  return stripe;
};

function CardForm({ payLabel, returnUrl, onFailed }: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !ready || processing) return;
    setProcessing(true);
    // On success Stripe.js leaves for the return address; only a failure comes back here.
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    setProcessing(false);
    onFailed(error.message ?? 'The payment could not be completed. Please try again.');
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={!stripe || !elements || !ready || processing}>
        {processing ? 'Processing...' : payLabel}
      </Button>
    </Box>
  );
}

/** The card form with Stripe Elements (Stripe configured): card data goes to Stripe, never to Kiin. */
export default function StripeCardForm({ publishableKey, clientSecret, ...form }: Props) {
  const theme = useTheme();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: { theme: theme.palette.mode === 'dark' ? 'night' : 'stripe', variables: { colorPrimary: theme.palette.primary.main } },
      }}
    >
      <CardForm {...form} />
    </Elements>
  );
}
