import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../../api/base-query';
import { useConfirmEmailMutation } from '../../auth/account-api';
import { FormTextField } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { AuthError } from './components/AuthError';
import { ConfirmEmailFormSchema } from './sign-in-form';

/**
 * Where the confirmation mail's link lands. Opening it changes nothing: the account is made,
 * and this browser signed in, only by the button here (a same-origin POST), with the password
 * typed here, so neither another site nor whoever signed the address up first decides it.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm(ConfirmEmailFormSchema, { password: '' }, { idPrefix: 'confirm', reValidateMode: 'onSubmit' });
  const [confirm, { isLoading, error, isSuccess }] = useConfirmEmailMutation();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const result = await confirm({ token, password });
    // A full navigation, so every part of the app starts again with the new session.
    if (result.data) window.location.assign(result.data.next);
  });

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Finish creating your account
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {!token ? (
          <Alert severity="warning" role="alert">
            This page needs the link from your mail.{' '}
            <Link component={RouterLink} to="/sign-in?mode=sign-up">
              Create your account
            </Link>{' '}
            to get one.
          </Alert>
        ) : (
          <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Finish creating your account">
            <AuthError error={error as ApiError | undefined} />
            <FormTextField
              form={form}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
              hint="The password you chose when you signed up. It is the one your account will have."
              sx={{ mb: 2.5 }}
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading || isSuccess} fullWidth>
              {isLoading || isSuccess ? 'Signing you in...' : 'Confirm and sign in'}
            </Button>
          </Box>
        )}
      </Paper>
    </Container>
  );
}
