import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { ContentItem } from '@kiin/contracts';
import { loginHref } from '../../../auth/return-to';
import { useCurrentUser } from '../../../auth/use-current-user';
import { ButtonLink } from '../../../components/links';
import { ContentTypeIcon } from '../../../components/content/ContentTypeIcon';
import { webUrl } from '../../../components/content/embeds';

function Teaser({ item }: { item: ContentItem }) {
  // The site's Content-Security-Policy loads pictures over https only.
  const picture = webUrl(item.imageUrl);
  const image = picture?.protocol === 'https:' ? picture.href : undefined;
  if (image) {
    return <Box component="img" src={image} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />;
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', aspectRatio: '16 / 9', maxHeight: 220, width: '100%', bgcolor: 'action.hover', color: 'text.secondary' }}>
      <ContentTypeIcon type={item.type} sx={{ fontSize: 64 }} />
    </Box>
  );
}

/**
 * What a reader sees in place of a premium item they cannot open yet: the teaser and one way
 * forward (sign in for visitors, upgrade for free members).
 */
export function PremiumGate({ item }: { item: ContentItem }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname, search } = useLocation();

  return (
    <Paper component="section" variant="outlined" aria-labelledby="premium-gate-title" sx={{ overflow: 'hidden' }}>
      <Teaser item={item} />
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="premium-gate-title" component="h2" variant="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <LockOutlinedIcon aria-hidden color="secondary" />
          Premium content
        </Typography>
        <Typography sx={{ mb: 2.5 }}>
          {user
            ? 'This is part of the premium library. Upgrade your membership to open it, along with every other premium resource.'
            : 'This is part of the premium library for Kiin members. Sign in to open it, or become a member.'}
        </Typography>
        {isLoading ? (
          <Skeleton variant="rounded" width={180} height={44} aria-hidden />
        ) : user ? (
          <ButtonLink to="/join" variant="contained" size="large">
            Upgrade to premium
          </ButtonLink>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button href={loginHref(pathname + search)} variant="contained" size="large">
              Sign in
            </Button>
            <ButtonLink to="/join" variant="outlined" size="large">
              Become a member
            </ButtonLink>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
