import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { userTypeLabel, userTypes } from '@kiin/contracts';
import { useJoinWaitlistMutation } from '../../api/api';
import type { ApiError } from '../../api/base-query';
import { BenefitList, type Benefit } from '../../components/BenefitList';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { FormTextField } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { EmailField } from '../../forms/EmailField';
import { emptyWaitlistDraft, waitlistFailureMessage, WaitlistFormSchema } from './waitlist-form';

const benefits: Benefit[] = [
  { title: 'Monthly kliinics', tier: 'PAID', text: 'Expert-led virtual sessions with live Q&A, every month.' },
  { title: 'Content library', tier: 'FREE', text: 'Curated articles, books, videos, podcasts, courses and websites.' },
  { title: 'Community support', tier: 'FREE', text: 'A caring community of patients and carers who understand.' },
  { title: 'Service connect', tier: 'FREE', text: 'Help finding the right services for you and the person you care for.' },
];

export default function WaitlistPage() {
  const [join, { isLoading }] = useJoinWaitlistMutation();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(WaitlistFormSchema, emptyWaitlistDraft, { idPrefix: 'waitlist' });

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await join(body);
    if ('error' in result) {
      const error = result.error as ApiError | undefined;
      setFailure(waitlistFailureMessage(error?.body));
    } else {
      setSuccess(result.data.message);
    }
  });

  return (
    <>
      <PageHero
        eyebrow="Coming soon"
        title="Join the Kiin waitlist"
        lead="Be first to know when new kliinics, the Village and member features open. We will only email you about Kiin."
      />
      <Section title="What members get">
        <BenefitList benefits={benefits} />
      </Section>
      <Section title="Save your place" tinted>
        <Container maxWidth="sm" disableGutters sx={{ mx: 0 }}>
          {success ? (
            <Alert severity="success" role="status">
              {success}
            </Alert>
          ) : (
            <>
              <ErrorSummary items={form.summary} focusKey={form.formState.submitCount} />
              {failure && (
                <Alert severity="error" role="alert" sx={{ mb: 3 }}>
                  {failure}
                </Alert>
              )}
              <Box
                component="form"
                noValidate
                onSubmit={(event) => {
                  setFailure(null);
                  void onSubmit(event);
                }}
              >
                <Stack spacing={2.5}>
                  <FormTextField form={form} name="name" label="Name" required autoComplete="name" fullWidth />
                  <EmailField form={form} name="email" />
                  <FormTextField
                    form={form}
                    name="role"
                    hint="Optional: helps us tailor what we send you."
                    label="I am a (optional)"
                    select
                    fullWidth
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                  >
                    <option value="">Prefer not to say</option>
                    {userTypes.map((type) => (
                      <option key={type} value={type}>
                        {userTypeLabel[type]}
                      </option>
                    ))}
                  </FormTextField>
                  <Box>
                    <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                      {isLoading ? 'Joining...' : 'Join the waitlist'}
                    </Button>
                  </Box>
                </Stack>
              </Box>
            </>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            We respect your privacy and never share your details.
          </Typography>
        </Container>
      </Section>
    </>
  );
}
