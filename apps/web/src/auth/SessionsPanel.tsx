import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ApiError } from '../api/base-query';
import { type SessionSummary, useEndSessionMutation, useSessionsQuery, useSignOutEverywhereMutation } from './account-api';
import { auDateFormat } from '../components/dates';

/** A readable name for a browser from its User-Agent: "Firefox on Windows", "Safari on iPhone". */
export function describeDevice(userAgent: string): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /iPhone/.test(userAgent)
    ? 'iPhone'
    : /iPad/.test(userAgent)
      ? 'iPad'
      : /Android/.test(userAgent)
        ? 'Android'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(userAgent)
            ? 'Mac'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : undefined;
  return system ? `${browser} on ${system}` : browser;
}

const lastUse = (iso: string) =>
  auDateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Where the member is signed in: each session's browser and last use, a button to end any
 * other one, and "Sign out everywhere else". Self-contained: place it on any signed-in page.
 */
export function SessionsPanel() {
  const { data, isLoading, error } = useSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [everywhere, signingOut] = useSignOutEverywhereMutation();
  const others = (data ?? []).filter((s) => !s.current);

  return (
    <Box component="section" aria-labelledby="sessions-heading">
      <Typography variant="h2" id="sessions-heading" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Where you are signed in
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={96} role="progressbar" aria-label="Loading your sessions" />}
      {error && (
        <Alert severity="error" role="alert">
          {(error as ApiError).message}
        </Alert>
      )}
      {data && (
        <>
          <List dense>
            {data.map((session: SessionSummary) => (
              <ListItem
                key={session.id}
                divider
                secondaryAction={
                  session.current ? undefined : (
                    <Button size="small" disabled={ending.isLoading} onClick={() => void endSession(session.id)}>
                      Sign out
                      <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                        {` ${describeDevice(session.userAgent)}`}
                      </Box>
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={`${describeDevice(session.userAgent)}${session.current ? ' (this browser)' : ''}`}
                  secondary={`Last used ${lastUse(session.lastUsedAt)}`}
                />
              </ListItem>
            ))}
          </List>
          {others.length === 0 ? (
            <Typography color="text.secondary">You are not signed in anywhere else.</Typography>
          ) : (
            <Button variant="outlined" disabled={signingOut.isLoading} onClick={() => void everywhere()} sx={{ mt: 1 }}>
              Sign out everywhere else
            </Button>
          )}
          {signingOut.data && (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              Signed out of {signingOut.data.ended} other {signingOut.data.ended === 1 ? 'session' : 'sessions'}.
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
