import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSignInMutation } from '../../../api/api';
import type { ApiError } from '../../../api/base-query';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { useResendConfirmationMutation } from '../../../auth/account-api';
import { AuthError } from './AuthError';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInFormSchema } from '../sign-in-form';
import { EmailField } from '../../../forms/EmailField';

export function SignInForm({ onSignedIn, startForgotten = false }: { onSignedIn: () => void; startForgotten?: boolean }) {
  const [signIn, { isLoading, error, isSuccess }] = useSignInMutation();
  const [resend, resent] = useResendConfirmationMutation();
  const [forgotten, setForgotten] = useState(startForgotten);
  const form = useZodForm(SignInFormSchema, { email: '', password: '' }, { idPrefix: 'sign-in' });
  const apiError = error as ApiError | undefined;
  // 403: the password is right but the address is not confirmed yet.
  const unconfirmed = apiError?.status === 403;

  if (forgotten) return <ForgotPasswordForm initialEmail={form.getValues('email')} onBack={() => setForgotten(false)} />;

  const onSubmit = form.handleSubmit(async (body) => {
    const result = await signIn(body);
    if (!('error' in result)) onSignedIn();
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      <ErrorSummary items={form.summary} focusKey={form.formState.submitCount} />
      <AuthError error={apiError} />
      {unconfirmed &&
        (resent.data ? (
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            {resent.data.message}
          </Alert>
        ) : (
          <Button
            variant="outlined"
            sx={{ mb: 3 }}
            disabled={resent.isLoading}
            onClick={() => void resend({ email: form.getValues('email').trim() })}
          >
            Send the link again
          </Button>
        ))}
      <Stack spacing={2.5}>
        <EmailField form={form} name="email" />
        <FormTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || isSuccess} fullWidth>
          {isLoading || isSuccess ? 'Signing in...' : 'Sign in'}
        </Button>
        <Button variant="text" onClick={() => setForgotten(true)} sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Button>
      </Stack>
    </Box>
  );
}
