import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type User, userTypeLabel } from '@kiin/contracts';
import { SessionsPanel } from '../../../auth/SessionsPanel';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { displayName } from '../../../layout/initials';
import { UserAvatar } from '../../../layout/UserAvatar';
import { PrivacyPanel } from './PrivacyPanel';
import { UserTypeDialog } from './UserTypeDialog';

const panelSx = { p: { xs: 2.5, md: 3 } } as const;
const termSx = { color: 'text.secondary', fontWeight: 600, m: 0 } as const;
const valueSx = { m: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0 } as const;

/** Who the member is: avatar, name, email, user type (with its dialog), points; then their sessions and their data. */
export function OverviewPanel({ user }: { user: User }) {
  const headingId = useId();
  const [choosingType, setChoosingType] = useState(false);

  return (
    <Stack spacing={3}>
      <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={panelSx}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
          <UserAvatar user={user} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h2">
              {displayName(user)}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
        </Stack>
        <Divider sx={{ my: 2.5 }} />
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: { xs: 0.5, sm: 2 }, alignItems: 'center' }}
        >
          <Typography component="dt" sx={termSx}>
            User type
          </Typography>
          <Box component="dd" sx={{ ...valueSx, mb: { xs: 2, sm: 0 } }}>
            <Typography component="span" data-testid="user-type">
              {user.userType ? userTypeLabel[user.userType] : 'Not chosen yet'}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => setChoosingType(true)}>
              Change<VisuallyHidden> user type</VisuallyHidden>
            </Button>
          </Box>
          <Typography component="dt" sx={termSx}>
            Points
          </Typography>
          <Box component="dd" sx={{ ...valueSx, mb: { xs: 2, sm: 0 } }}>
            <Typography component="span" data-testid="points" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
              {user.points}
            </Typography>
          </Box>
          <Typography component="dt" sx={termSx}>
            Membership
          </Typography>
          <Box component="dd" sx={valueSx}>
            <Typography component="span">{user.isPremium ? 'Premium' : 'Free'}</Typography>
          </Box>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={panelSx}>
        <SessionsPanel />
      </Paper>
      <Paper variant="outlined" sx={panelSx}>
        <PrivacyPanel user={user} />
      </Paper>
      <UserTypeDialog open={choosingType} current={user.userType} onClose={() => setChoosingType(false)} />
    </Stack>
  );
}
