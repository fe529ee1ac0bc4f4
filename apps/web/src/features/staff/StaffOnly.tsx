import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Permission } from '@kiin/contracts';
import { useCurrentUserQuery } from '../../api/api';
import { toApiError } from '../../api/base-query';
import { useAccessQuery } from '../../auth/access-api';
import { loginHref } from '../../auth/return-to';
import { TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';

/** A plain page in place of a staff screen, for a visitor or a member without the role. */
function Refused({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        For Kiin staff only
      </Typography>
      {children}
    </Container>
  );
}

/**
 * A staff screen's door: its tools are drawn only for a member whose roles carry
 * `permission`. Anyone else gets a plain page saying it is for Kiin staff (the calls behind the
 * tools refuse them anyway; this is so the screen says so instead of offering what will fail).
 */
export function StaffOnly({ permission, children }: { permission: Permission; children: ReactNode }) {
  const location = useLocation();
  const user = useCurrentUserQuery();
  const access = useAccessQuery(undefined, { skip: !user.data });
  const problem = toApiError(user.error ?? access.error);

  if (user.isLoading || (user.data && access.isLoading)) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={2} aria-busy="true" aria-label="Loading">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      </Container>
    );
  }
  if (problem) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <QueryError what="this page" error={problem} onRetry={() => void (user.error ? user.refetch() : access.refetch())} />
      </Container>
    );
  }
  if (!user.data) {
    return (
      <Refused>
        <Alert severity="info" action={<Button href={loginHref(location.pathname + location.search)}>Sign in</Button>}>
          This page is for Kiin staff. If you are one, please sign in.
        </Alert>
      </Refused>
    );
  }
  if (!access.data?.permissions.includes(permission)) {
    return (
      <Refused>
        <Typography sx={{ mb: 3 }}>
          This page holds tools for Kiin&apos;s staff, and your account does not have a staff role that opens it. If you think it should, ask a Kiin admin.
        </Typography>
        <TextLink to="/dashboard">Go to your dashboard</TextLink>
      </Refused>
    );
  }
  return <>{children}</>;
}
