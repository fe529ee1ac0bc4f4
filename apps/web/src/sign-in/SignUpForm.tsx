import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSignUpMutation } from '../api/api';
import type { ApiError } from '../api/base-query';
import { ErrorSummary } from '../forms/ErrorSummary';
import { useValidatedForm } from '../forms/use-validated-form';
import { AuthError } from './AuthError';
import { minPasswordLength, toSignUpBody, validateSignUp, type SignUpField } from './sign-in-form';
import { EmailField } from '../forms/EmailField';

const fieldId = (name: SignUpField) => `sign-up-${name}`;

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [signUp, { isLoading, error, isSuccess }] = useSignUpMutation();
  const form = useValidatedForm(
    { firstName: '', lastName: '', email: '', password: '' },
    validateSignUp,
    fieldId,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit()) return;
    const result = await signUp(toSignUpBody(form.draft));
    if (!('error' in result)) onSignedIn();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Create account">
      <ErrorSummary items={form.summary} focusKey={form.attempts} />
      <AuthError error={error as ApiError | undefined} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField {...form.field('firstName')} label="First name" autoComplete="given-name" required fullWidth />
          <TextField {...form.field('lastName')} label="Last name" autoComplete="family-name" required fullWidth />
        </Stack>
        <EmailField {...form.field('email')} />
        <TextField
          {...form.field('password', `At least ${minPasswordLength} characters.`)}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading || isSuccess} fullWidth>
          {isLoading || isSuccess ? 'Creating your account...' : 'Create account'}
        </Button>
      </Stack>
    </Box>
  );
}
