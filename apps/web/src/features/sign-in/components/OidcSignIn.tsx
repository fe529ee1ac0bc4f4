import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useSignInProvidersQuery } from '../../../auth/account-api';

/** Why a return from the identity provider did not sign the person in, in words they can act on. */
export const oidcProblems: Record<string, string> = {
  failed: 'Signing in with your organisation account did not finish. Please try again.',
  unavailable: 'Your organisation\'s sign-in is not answering right now. Please sign in with your email and password, or try again later.',
  unverified:
    'Your organisation account has not confirmed this email address, so we could not link it to a Kiin account. Sign in with your email and password instead.',
  'no-email': 'Your organisation account did not share an email address, which Kiin needs to sign you in.',
};

/** "Continue with …" when an outside identity provider is configured; nothing otherwise. */
export function OidcSignIn({ returnTo, problem }: { returnTo: string; problem: string | null }) {
  const { data } = useSignInProvidersQuery();
  const message = problem ? oidcProblems[problem] : undefined;
  return (
    <>
      {message && (
        <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
          {message}
        </Alert>
      )}
      {data?.oidc && (
        <>
          <Button variant="outlined" fullWidth size="large" href={`${data.oidc.start}?returnTo=${encodeURIComponent(returnTo)}`}>
            Continue with {data.oidc.label}
          </Button>
          <Divider sx={{ my: 3 }}>or</Divider>
        </>
      )}
    </>
  );
}
