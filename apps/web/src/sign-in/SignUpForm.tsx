import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../api/base-query';
import { ErrorSummary } from '../forms/ErrorSummary';
import { useValidatedForm } from '../forms/use-validated-form';
import { useStartSignUpMutation } from '../auth/account-api';
import { AuthError } from './AuthError';
import { minPasswordLength, toSignUpBody, validateSignUp, type SignUpField } from './sign-in-form';
import { EmailField } from '../forms/EmailField';
import { TextLink } from '../components/links';

const fieldId = (name: SignUpField) => `sign-up-${name}`;

/** Creating an account ends in "check your email": the mailed link finishes it and signs in. */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const [signUp, { isLoading, error, data }] = useStartSignUpMutation();
  const form = useValidatedForm(
    { firstName: '', lastName: '', email: '', password: '' },
    validateSignUp,
    fieldId,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit()) return;
    await signUp({ ...toSignUpBody(form.draft), returnTo });
  };

  if (data) {
    return (
      <Alert severity="success" role="status">
        {data.message}
      </Alert>
    );
  }

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
        <Typography variant="body2" color="text.secondary">
          By creating an account you agree to our <TextLink to="/terms">Terms of Use</TextLink>. We keep your name,
          email and what you do on Kiin (including health information such as the conditions you follow) to run your
          account; see our <TextLink to="/privacy">Privacy Policy</TextLink>.
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
          {isLoading ? 'Creating your account...' : 'Create account'}
        </Button>
      </Stack>
    </Box>
  );
}
