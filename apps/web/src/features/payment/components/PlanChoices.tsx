import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KliinicSession, PaymentType, Plan } from '@kiin/contracts';
import { formatDate } from '../../../components/dates';
import { QueryError } from '../../../components/QueryError';

/** A session as the picker shows it: the title, and the date on a line of its own, both wrapping. */
function SessionOption({ session }: { session: KliinicSession }) {
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {session.title}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
        {formatDate(session.date, 'long')}, {session.time}
      </Box>
    </Box>
  );
}

function PlanChoice({
  plan,
  busy,
  onChoose,
  chosen = false,
  actionLabel,
  signInHref,
  children,
}: {
  plan: Plan;
  busy: boolean;
  onChoose: () => void;
  /** The button's words when they are not "Choose {plan}". */
  actionLabel?: string;
  /** A visitor's way on: the button signs in first, then comes back here. */
  signInHref?: string;
  /** The plan the member came for (`?type=`): outlined and shown first. */
  chosen?: boolean;
  children?: React.ReactNode;
}) {
  const nameId = useId();
  return (
    <Card
      variant={chosen ? 'outlined' : 'elevation'}
      data-chosen={chosen || undefined}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', ...(chosen ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        {plan.label && <Chip label={plan.label} size="small" color="secondary" sx={{ fontWeight: 700, mb: 1.5 }} />}
        <Typography id={nameId} component="h2" variant="h3">
          {plan.name}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 800, my: 1 }}>
          {plan.priceLabel}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plan.description}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        {signInHref ? (
          <Button variant="contained" fullWidth href={signInHref} aria-describedby={nameId}>
            {actionLabel ?? 'Sign in to continue'}
          </Button>
        ) : (
          <Button variant="contained" fullWidth onClick={onChoose} disabled={busy} aria-describedby={nameId}>
            {actionLabel ?? `Choose ${plan.name}`}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The session picker while the programme is on its way: the same frame and height as a chosen session. */
function SessionPickerLoading() {
  return (
    <TextField
      select
      disabled
      label="Session"
      value=""
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: () => (
            <Box component="span" sx={{ display: 'block' }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                Loading sessions…
              </Box>
              <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }} aria-hidden="true">
                &nbsp;
              </Box>
            </Box>
          ),
        },
      }}
    >
      <MenuItem value="">Loading sessions…</MenuItem>
    </TextField>
  );
}

/** What the plan choice shows, as one value: each answer that changes it is drawn as a deferred render, in slices. */
export interface ChoiceView {
  kliinic: Plan | undefined;
  membership: Plan | undefined;
  wanted: PaymentType | null;
  isPremium: boolean;
  signInHref: string | undefined;
  busy: boolean;
  sessionsLoading: boolean;
  sessionsError: React.ComponentProps<typeof QueryError>['error'];
  open: KliinicSession[];
  chosenSession: KliinicSession | null;
}

/** The two plans, side by side on a desktop; memoised, so only a new view redraws them. */
export const PlanChoices = memo(function PlanChoices({
  view,
  onSessionChange,
  onBookSeat,
  onChoose,
  onRetrySessions,
}: {
  view: ChoiceView;
  onSessionChange: (sessionId: string) => void;
  onBookSeat: () => void;
  onChoose: (type: PaymentType) => void;
  onRetrySessions: () => void;
}) {
  // minmax(0, 1fr): a long session name wraps inside its card instead of widening it.
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {view.kliinic && (
        <Box component="li" sx={{ order: view.wanted === 'membership' ? 2 : 1 }}>
          <PlanChoice
            plan={view.kliinic}
            chosen={view.wanted === 'kliinic'}
            busy={view.busy || !view.chosenSession}
            onChoose={view.isPremium ? onBookSeat : () => onChoose('kliinic')}
            actionLabel={view.signInHref ? 'Sign in to book' : view.isPremium ? 'Book my seat' : undefined}
            signInHref={view.signInHref}
          >
            {/* Two lines on a phone either way, so the picker below stays where it is. */}
            <Typography sx={{ mb: 2, minHeight: { xs: '3em', md: 'auto' }, ...(view.isPremium ? { fontWeight: 650 } : { color: 'text.secondary' }) }}>
              {view.isPremium ? 'Included in your membership: book your seat at no extra cost.' : 'Monthly members book their seat at no extra cost.'}
            </Typography>
            {view.sessionsLoading ? (
              <SessionPickerLoading />
            ) : view.sessionsError ? (
              <QueryError what="the sessions" error={view.sessionsError} onRetry={onRetrySessions} />
            ) : view.open.length === 0 ? (
              <Typography>No sessions are open for booking right now.</Typography>
            ) : (
              <TextField
                select
                label="Session"
                value={view.chosenSession?.id ?? ''}
                onChange={(e) => onSessionChange(e.target.value)}
                fullWidth
                sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
                slotProps={{
                  inputLabel: { shrink: true },
                  select: {
                    renderValue: () => (view.chosenSession ? <SessionOption session={view.chosenSession} /> : null),
                    MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } },
                  },
                }}
              >
                {view.open.map((s) => (
                  <MenuItem key={s.id} value={s.id} sx={{ whiteSpace: 'normal', py: 1.25 }}>
                    <SessionOption session={s} />
                  </MenuItem>
                ))}
              </TextField>
            )}
          </PlanChoice>
        </Box>
      )}
      {view.membership && (
        <Box component="li" sx={{ order: view.wanted === 'membership' ? 1 : 2 }}>
          <PlanChoice
            plan={view.membership}
            chosen={view.wanted === 'membership'}
            busy={view.busy || view.isPremium}
            onChoose={() => onChoose('membership')}
            actionLabel={view.signInHref ? 'Sign in to join' : undefined}
            signInHref={view.signInHref}
          >
            {/* The line's space is kept for everyone, so the button does not move when it comes. */}
            <Typography sx={{ minHeight: '1.5em' }}>{view.isPremium ? 'You are already a premium member.' : null}</Typography>
          </PlanChoice>
        </Box>
      )}
    </Box>
  );
});
