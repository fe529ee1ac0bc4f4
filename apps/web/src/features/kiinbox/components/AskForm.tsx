import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type AskedKiinboxQuestion, kiinboxRules } from '@kiin/contracts';
import type { ApiError } from '../../../api/base-query';
import { useBookingsInfiniteQuery } from '../../../api/member-api';
import { formatDate } from '../../../components/dates';
import { TextLink } from '../../../components/links';
import { flattenPages } from '../../../components/show-more';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { AskFormSchema, emptyAskDraft } from '../ask-form';
import { useAskKiinboxQuestionMutation } from '../api/kiinbox-api';
import { dailyLimitText, pointsText, topicOptions } from '../kiinbox-text';

/** Why asking failed, in the server's words when it gave some (the daily limit, a session not booked). */
function refusal(error: ApiError | { message?: string } | undefined): { severity: 'warning' | 'error'; text: string } {
  if (error && 'status' in error) {
    if (error.status === 429) return { severity: 'warning', text: error.body || 'You have asked as many questions as you can today. You can ask again tomorrow.' };
    if (error.status === 400 && error.body) return { severity: 'error', text: error.body };
    if (error.status === 0) return { severity: 'error', text: error.message };
  }
  return { severity: 'error', text: 'Your question could not be sent just now. It is still in the form: please try again in a moment.' };
}

/**
 * The ask form (ADR 28): the question with its count, a topic, an upcoming kliinic the member
 * booked (or none), and whether it may be published without their name once answered.
 * `onAsked` gets the server's answer (its notice, and the crisis card when the question tells of danger).
 */
export function AskForm({ isPremium, onAsked }: { isPremium: boolean; onAsked: (asked: AskedKiinboxQuestion) => void }) {
  const form = useZodForm(AskFormSchema, emptyAskDraft, { idPrefix: 'kiinbox-ask' });
  const [ask, { isLoading: asking }] = useAskKiinboxQuestionMutation();
  const [failure, setFailure] = useState<ReturnType<typeof refusal> | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const bookings = useBookingsInfiniteQuery();
  const upcoming = useMemo(
    () => flattenPages(bookings.data?.pages).filter((b) => b.status === 'confirmed' && b.phase === 'upcoming'),
    [bookings.data],
  );
  const length = form.watch('text').trim().length;

  const submit = form.handleSubmit(
    async (body) => {
      if (asking) return;
      setFailure(null);
      const result = await ask(body);
      if ('error' in result) {
        setFailure(refusal(result.error as ApiError | undefined));
        return;
      }
      form.reset(emptyAskDraft);
      onAsked(result.data);
    },
    () => setFailedSubmits((n) => n + 1),
  );

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="kiinbox-ask-heading">
      <Typography id="kiinbox-ask-heading" variant="h2" sx={{ mb: 1 }}>
        Ask the experts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 0.5 }}>
        {dailyLimitText(isPremium)} The day is counted in Sydney time.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {pointsText}
      </Typography>
      <ErrorSummary items={form.summary} focusKey={failedSubmits} />
      {failure && (
        <Alert severity={failure.severity} role="alert" sx={{ mb: 3 }} data-testid="kiinbox-ask-failure">
          {failure.text}
        </Alert>
      )}
      <FormTextField
        form={form}
        name="text"
        label="Your question"
        hint={`${length} of ${kiinboxRules.questionMaxLength} characters (at least ${kiinboxRules.questionMinLength}). Please leave out names and contact details.`}
        multiline
        minRows={5}
        fullWidth
        required
        slotProps={{ htmlInput: { maxLength: kiinboxRules.questionMaxLength + 200 } }}
        sx={{ mb: 3 }}
      />
      <FormTextField form={form} name="topic" label="Topic" select fullWidth required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ mb: 3 }}>
        <option value="">Choose a topic</option>
        {topicOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FormTextField>
      {upcoming.length > 0 ? (
        <FormTextField
          form={form}
          name="kliinicSessionId"
          label="For a kliinic I am booked into (optional)"
          select
          fullWidth
          hint="The expert may answer it in the session; its notes then hold the answer."
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mb: 2 }}
        >
          <option value="">No, a general question</option>
          {upcoming.map((booking) => (
            <option key={booking.sessionId} value={booking.sessionId}>
              {`${booking.title} (${formatDate(booking.startsAt)})`}
            </option>
          ))}
        </FormTextField>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Booked into an upcoming kliinic? You can then ask ahead of it here, and the expert may answer in the session.{' '}
          <TextLink to="/member/kliinics">See kliinics</TextLink>
        </Typography>
      )}
      <FormControlLabel
        sx={{ display: 'flex', alignItems: 'flex-start', mb: 2, mr: 0 }}
        control={
          <Controller
            control={form.control}
            name="publishable"
            render={({ field }) => <Checkbox id={form.fieldId('publishable')} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} sx={{ mt: -0.75 }} />}
          />
        }
        label="Kiin may publish my question and its answer in kiinbox once answered, without my name"
      />
      <Button type="submit" variant="contained" size="large" aria-disabled={asking}>
        {asking ? 'Sending…' : 'Send my question'}
      </Button>
    </Box>
  );
}
