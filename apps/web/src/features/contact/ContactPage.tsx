import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import { type ContactResult, useSendContactMutation } from '../../api/api';
import { CrisisCard } from '../../components/CrisisCard';
import type { ApiError } from '../../api/base-query';
import { ButtonLink } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { FormTextField } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { ContactDetails } from './ContactDetails';
import { ContactFormSchema, emptyContactDraft, subjectFromParam, subjectOptions } from './contact-form';
import { EmailField } from '../../forms/EmailField';

function ThankYou({ receipt }: { receipt: ContactResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      {receipt.showCrisisCard && (
        <Box sx={{ textAlign: 'left' }}>
          <CrisisCard families={receipt.crisisFamilies} />
        </Box>
      )}
      <Box aria-hidden="true" sx={{ color: 'success.main', '& svg': { fontSize: 64 } }}>
        <CheckCircleIcon />
      </Box>
      <Typography ref={heading} tabIndex={-1} variant="h1" sx={{ mb: 2, outline: 'none' }}>
        Thank you for your message
      </Typography>
      <Typography sx={{ mb: 4 }}>
        We have received it and will reply within 24 hours. A copy is on its way to your inbox.
      </Typography>
      <ButtonLink to="/" variant="contained">
        Back to home
      </ButtonLink>
    </Container>
  );
}

export default function ContactPage() {
  const [send, { isLoading, error }] = useSendContactMutation();
  const [sent, setSent] = useState<ContactResult | null>(null);
  const form = useZodForm(ContactFormSchema, emptyContactDraft, { idPrefix: 'contact' });
  // A link may choose the subject (the corporate page's Get Started asks about a partnership).
  // Set after the first render, so the page rendered ahead of time is taken over unchanged.
  const asked = subjectFromParam(useSearchParams()[0].get('subject'));
  const { setValue } = form;
  useEffect(() => {
    if (asked) setValue('subject', asked);
  }, [asked, setValue]);

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await send(body);
    if (!('error' in result) && result.data) setSent(result.data);
  });

  if (sent) return <ThankYou receipt={sent} />;

  const serverError = error as ApiError | undefined;
  return (
    <>
      <PageHero
        title="Contact Us"
        lead="Questions about kliinics, membership or anything else? Send us a message and a real person will reply."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="contact-form-title">
            <Typography id="contact-form-title" variant="h2" sx={{ mb: 3 }}>
              Send us a message
            </Typography>
            <ErrorSummary items={form.summary} focusKey={form.formState.submitCount} />
            {serverError && (
              <Alert severity="error" role="alert" sx={{ mb: 3 }}>
                {serverError.message}
              </Alert>
            )}
            <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby="contact-required-note">
              <Typography id="contact-required-note" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                All fields are required.
              </Typography>
              <Stack spacing={2.5}>
                <FormTextField form={form} name="name" label="Full name" required autoComplete="name" fullWidth />
                <EmailField form={form} name="email" />
                <FormTextField
                  form={form}
                  name="subject"
                  label="Subject"
                  select
                  required
                  fullWidth
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">Select a subject</option>
                  {subjectOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </FormTextField>
                <FormTextField form={form} name="message" label="Message" required multiline rows={6} fullWidth />
                <Box>
                  <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                    {isLoading ? 'Sending...' : 'Send message'}
                  </Button>
                </Box>
              </Stack>
            </Box>
          </Box>
          <ContactDetails />
        </Box>
      </Container>
    </>
  );
}
