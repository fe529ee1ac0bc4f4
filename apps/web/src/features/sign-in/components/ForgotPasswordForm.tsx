import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../../../api/base-query';
import { useForgotPasswordMutation } from '../../../auth/account-api';
import { EmailField } from '../../../forms/EmailField';
import { useZodForm } from '../../../forms/use-zod-form';
import { AuthError } from './AuthError';
import { ForgotPasswordFormSchema } from '../sign-in-form';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const form = useZodForm(ForgotPasswordFormSchema, { email: initialEmail }, { idPrefix: 'forgot', reValidateMode: 'onSubmit' });
  const [forgot, { isLoading, error, data }] = useForgotPasswordMutation();

  const onSubmit = form.handleSubmit(async (body) => {
    await forgot(body);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Forgot password">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Choose a new password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We will mail you a link to choose a new password. It works once, for 30 minutes.
      </Typography>
      <AuthError error={error as ApiError | undefined} />
      {data ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {data.message}
        </Alert>
      ) : (
        <Stack spacing={2.5} sx={{ mb: 2 }}>
          <EmailField form={form} name="email" />
          <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
            {isLoading ? 'Sending...' : 'Send the link'}
          </Button>
        </Stack>
      )}
      <Button variant="text" onClick={onBack}>
        Back to sign in
      </Button>
    </Box>
  );
}
