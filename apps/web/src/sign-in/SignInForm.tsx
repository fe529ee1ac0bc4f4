import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSignInMutation } from '../api/api';
import type { ApiError } from '../api/base-query';
import { ErrorSummary } from '../forms/ErrorSummary';
import { useValidatedForm } from '../forms/use-validated-form';
import { useResendConfirmationMutation } from '../auth/account-api';
import { AuthError } from './AuthError';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { toSignInBody, validateSignIn, type SignInField } from './sign-in-form';
import { EmailField } from '../forms/EmailField';

const fieldId = (name: SignInField) => `sign-in-${name}`;

export function SignInForm({ onSignedIn, startForgotten = false }: { onSignedIn: () => void; startForgotten?: boolean }) {
  const [signIn, { isLoading, error, isSuccess }] = useSignInMutation();
  const [resend, resent] = useResendConfirmationMutation();
  const [forgotten, setForgotten] = useState(startForgotten);
  const form = useValidatedForm({ email: '', password: '' }, validateSignIn, fieldId);
  const apiError = error as ApiError | undefined;
  // 403: the password is right but the address is not confirmed yet.
  const unconfirmed = apiError?.status === 403;

  if (forgotten) return <ForgotPasswordForm initialEmail={form.draft.email} onBack={() => setForgotten(false)} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit()) return;
    const result = await signIn(toSignInBody(form.draft));
    if (!('error' in result)) onSignedIn();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      <ErrorSummary items={form.summary} focusKey={form.attempts} />
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
            onClick={() => void resend({ email: form.draft.email.trim() })}
          >
            Send the link again
          </Button>
        ))}
      <Stack spacing={2.5}>
        <EmailField {...form.field('email')} />
        <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" required fullWidth />
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
