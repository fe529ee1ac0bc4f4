import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { identityMessages } from '@kiin/contracts';
import type { ApiError } from '../../api/base-query';
import { useResetPasswordMutation } from '../../auth/account-api';
import { FormTextField } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { AuthError } from './components/AuthError';
import { minPasswordLength, ResetPasswordFormSchema } from './sign-in-form';

/** Where the reset mail's link lands: choose a new password, then carry on signed in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(ResetPasswordFormSchema, { password: '' }, { idPrefix: 'reset', reValidateMode: 'onSubmit' });
  const [reset, { isLoading, error, isSuccess }] = useResetPasswordMutation();
  // A link already used or past its time cannot set a password: the form goes, the way to a new link stays.
  const spent = (error as ApiError | undefined)?.body === identityMessages.resetLinkInvalid;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await reset({ token, password });
    // A full navigation, so every part of the app starts again with the new session.
    if (!('error' in result)) window.location.assign('/dashboard?welcome=1');
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Choose a new password
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {spent ? (
          <Alert severity="warning" role="alert">
            <Typography component="p" sx={{ mb: 1.5 }}>
              {identityMessages.resetLinkInvalid}
            </Typography>
            <Button component={RouterLink} to="/sign-in?forgot=1" variant="contained" color="primary">
              Ask for a new link
            </Button>
          </Alert>
        ) : !token ? (
          <Alert severity="warning" role="alert">
            This page needs the link from your mail.{' '}
            <Link component={RouterLink} to="/sign-in?forgot=1">
              Ask for a new link
            </Link>
            .
          </Alert>
        ) : (
          <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Choose a new password">
            <AuthError error={error as ApiError | undefined} />
            <FormTextField
              form={form}
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              hint={`At least ${minPasswordLength} characters. Choosing it signs you out everywhere else.`}
              sx={{ mb: 2.5 }}
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading || isSuccess} fullWidth>
              {isLoading || isSuccess ? 'Saving...' : 'Save my new password'}
            </Button>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
