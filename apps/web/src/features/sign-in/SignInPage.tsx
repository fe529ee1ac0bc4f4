import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { safeReturnTo } from '../../auth/return-to';
import { OidcSignIn } from './components/OidcSignIn';
import { SignInForm } from './components/SignInForm';
import { SignUpForm } from './components/SignUpForm';

type Mode = 'sign-in' | 'sign-up';

export default function SignInPage() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const returnTo = safeReturnTo(params.get('returnTo'));

  // A full navigation, so every part of the app starts again with the new session.
  const onSignedIn = () => window.location.assign(returnTo);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Welcome to Kiin
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sign in, or create a free account to join kliinics and track your learning.
      </Typography>
      {params.get('link') === 'expired' && (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          This link has expired or was already used. Sign in, or create your account again to get a new link.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Tabs
          value={mode}
          onChange={(_event, value: Mode) => setMode(value)}
          variant="fullWidth"
          sx={{ mb: 3 }}
        >
          <Tab label="Sign in" value="sign-in" id="tab-sign-in" aria-controls="panel-sign-in" />
          <Tab label="Create account" value="sign-up" id="tab-sign-up" aria-controls="panel-sign-up" />
        </Tabs>
        <Box role="tabpanel" id="panel-sign-in" aria-labelledby="tab-sign-in" hidden={mode !== 'sign-in'}>
          <OidcSignIn returnTo={returnTo} problem={params.get('oidc')} />
          <SignInForm onSignedIn={onSignedIn} startForgotten={params.get('forgot') === '1'} />
        </Box>
        <Box role="tabpanel" id="panel-sign-up" aria-labelledby="tab-sign-up" hidden={mode !== 'sign-up'}>
          <SignUpForm returnTo={returnTo} />
        </Box>
      </Paper>
    </Container>
  );
}
