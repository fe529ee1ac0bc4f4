import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../../../api/base-query';
import { ErrorSummary } from '../../../forms/ErrorSummary';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { useStartSignUpMutation } from '../../../auth/account-api';
import { AuthError } from './AuthError';
import { minPasswordLength, SignUpFormSchema } from '../sign-in-form';
import { EmailField } from '../../../forms/EmailField';
import { TextLink } from '../../../components/links';

/** Creating an account ends in "check your email": the mailed link finishes it and signs in. */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const [signUp, { isLoading, error, data }] = useStartSignUpMutation();
  const form = useZodForm(SignUpFormSchema, { firstName: '', lastName: '', email: '', password: '' }, { idPrefix: 'sign-up' });

  const onSubmit = form.handleSubmit(async (body) => {
    await signUp({ ...body, returnTo });
  });

  if (data) {
    return (
      <Alert severity="success" role="status">
        {data.message}
      </Alert>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Create account">
      <ErrorSummary items={form.summary} focusKey={form.formState.submitCount} />
      <AuthError error={error as ApiError | undefined} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" required fullWidth />
          <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" required fullWidth />
        </Stack>
        <EmailField form={form} name="email" />
        <FormTextField
          form={form}
          name="password"
          hint={`At least ${minPasswordLength} characters.`}
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
