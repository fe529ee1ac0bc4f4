import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TestCardResult } from '@kiin/contracts';
import { toApiError, type ApiError } from '../../../api/base-query';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { useAuthenticateTestCardMutation, useConfirmTestCardMutation } from '../../../api/payment-api';
import { formatCardNumber, formatCvc, formatExpiry, TestCardFormSchema } from '../test-card-form';

const couldNotPay = 'The payment could not be completed. Please try again.';

/** A test-mode call's answer, or the server's own words (or a general message) when it failed. */
type Sent = { data: TestCardResult } | { error: ApiError | { message?: string } };

interface Props {
  clientSecret: string;
  payLabel: string;
  /** The payment went through; the caller moves on to the success page. */
  onPaid: () => void;
  onFailed: (message: string) => void;
}

/**
 * The local test mode's card form: no real card is charged, and Stripe's test numbers behave
 * as they do with Stripe (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0025 0000 3155 asks for an extra confirmation).
 */
export function TestCardForm({ clientSecret, payLabel, onPaid, onFailed }: Props) {
  const form = useZodForm(TestCardFormSchema, { cardNumber: '', expiry: '', cvc: '' }, { idPrefix: useId() });
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const [processing, setProcessing] = useState(false);
  // Pay waits for a complete card, checked as it is typed rather than on submit.
  const ready = TestCardFormSchema.safeParse(form.watch()).success;
  const noteId = useId();
  const [confirm] = useConfirmTestCardMutation();
  const [authenticate] = useAuthenticateTestCardMutation();

  const settle = (sent: Sent) => {
    setProcessing(false);
    if ('error' in sent) return onFailed(toApiError(sent.error)?.body || couldNotPay);
    const result = sent.data;
    if (result.status === 'succeeded' || result.status === 'processing') onPaid();
    else if (result.status === 'requires_action') setNeedsConfirmation(true);
    else onFailed(result.message ?? 'Your card was declined.');
  };

  const submit = form.handleSubmit(async (card) => {
    if (processing) return;
    setProcessing(true);
    settle(await confirm({ clientSecret, ...card }));
  });

  const answer = async (approve: boolean) => {
    setNeedsConfirmation(false);
    setProcessing(true);
    settle(await authenticate({ clientSecret, approve }));
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={noteId}>
      <Box id={noteId} sx={{ mb: 3, p: 2, borderRadius: 1, border: 1, borderColor: 'info.main', bgcolor: 'action.hover' }}>
        <Typography sx={{ fontWeight: 700 }}>Test mode — no real card is charged</Typography>
        <Typography variant="body2">Use 4242 4242 4242 4242 with any future date and any three digits.</Typography>
      </Box>
      <Stack spacing={2.5}>
        <FormTextField
          form={form}
          name="cardNumber"
          format={formatCardNumber}
          label="Card number"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number' } }}
          disabled={processing}
          fullWidth
        />
        <Stack direction="row" spacing={2}>
          <FormTextField
            form={form}
            name="expiry"
            format={formatExpiry}
            label="Expiration date"
            placeholder="MM / YY"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp' } }}
            disabled={processing}
            fullWidth
          />
          <FormTextField
            form={form}
            name="cvc"
            format={formatCvc}
            label="Security code"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
            disabled={processing}
            fullWidth
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={!ready || processing}>
          {processing ? 'Processing...' : payLabel}
        </Button>
      </Stack>
      {needsConfirmation ? (
        <Box role="group" aria-labelledby={`${noteId}-confirm`} sx={{ mt: 3, p: 2, borderRadius: 1, border: 1, borderColor: 'warning.main' }}>
          <Typography id={`${noteId}-confirm`} component="h2" variant="h4" sx={{ mb: 1 }}>
            Confirm this payment
          </Typography>
          <Typography sx={{ mb: 2 }}>Your bank asks you to confirm this payment (test mode: choose either outcome).</Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => void answer(true)}>
              Complete authentication
            </Button>
            <Button onClick={() => void answer(false)}>Fail authentication</Button>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
