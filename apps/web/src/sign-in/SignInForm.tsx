import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSignInMutation } from '../api/api';
import type { ApiError } from '../api/base-query';
import { ErrorSummary } from '../forms/ErrorSummary';
import { useValidatedForm } from '../forms/use-validated-form';
import { AuthError } from './AuthError';
import { toSignInBody, validateSignIn, type SignInField } from './sign-in-form';
import { EmailField } from '../forms/EmailField';

const fieldId = (name: SignInField) => `sign-in-${name}`;

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [signIn, { isLoading, error, isSuccess }] = useSignInMutation();
  const form = useValidatedForm({ email: '', password: '' }, validateSignIn, fieldId);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit()) return;
    const result = await signIn(toSignInBody(form.draft));
    if (!('error' in result)) onSignedIn();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      <ErrorSummary items={form.summary} focusKey={form.attempts} />
      <AuthError error={error as ApiError | undefined} />
      <Stack spacing={2.5}>
        <EmailField {...form.field('email')} />
        <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" required fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || isSuccess} fullWidth>
          {isLoading || isSuccess ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </Box>
  );
}
