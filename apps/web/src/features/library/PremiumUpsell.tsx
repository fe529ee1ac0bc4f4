import { useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { usePlansQuery } from '../../api/api';
import { loginHref } from '../../auth/return-to';
import { ButtonLink } from '../../components/links';
import { findPlan } from '../../components/plans';

/** What premium content is and how to get it, for anyone who is not a premium member. */
export function PremiumUpsell({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const { data: plans } = usePlansQuery();
  const membership = findPlan(plans, 'monthly-membership');

  return (
    <Paper component="section" aria-labelledby="premium-upsell-title" variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 720 }}>
      <WorkspacePremiumIcon color="secondary" sx={{ fontSize: 44, mb: 1 }} aria-hidden="true" />
      <Typography id="premium-upsell-title" variant="h2" sx={{ mb: 1.5 }}>
        Premium content is for members
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        A Kiin membership opens every premium article, book, video and course in the library, alongside all the free
        content.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, minHeight: '1.5em' }}>
        {membership ? `Membership is ${membership.priceLabel}.` : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <ButtonLink to="/join" variant="contained">
          {signedIn ? 'Upgrade to Premium' : 'Join Kiin'}
        </ButtonLink>
        {!signedIn && (
          <Button href={loginHref(location.pathname + location.search)} variant="outlined">
            Sign in
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
