import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { usePlansQuery } from '../../../api/api';
import { ButtonLink } from '../../../components/links';
import { findPlan } from '../../../components/plans';

/** The payment page with the membership chosen. */
export const membershipPaymentPath = '/payment?type=membership';

const benefits = [
  'Ask in your own words and get pointed to the articles, guides and services in Kiin\u2019s library that fit.',
  'Prepare for appointments: what to ask a specialist, and what a term or a service means.',
  'Find your way around My Aged Care, the NDIS and support for carers.',
];

/** What the care coach is, for members who are not premium yet, and the way to membership. */
export function CoachUpsell() {
  const { data: plans } = usePlansQuery();
  const membership = findPlan(plans, 'monthly-membership');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coach-upsell-title" sx={{ p: { xs: 3, md: 4 }, maxWidth: 760 }}>
      <WorkspacePremiumIcon color="secondary" sx={{ fontSize: 44, mb: 1 }} aria-hidden="true" />
      <Typography id="coach-upsell-title" component="h2" variant="h2" sx={{ mb: 1.5 }}>
        The care coach is part of premium membership
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        Your care coach is a calm place to ask questions about caring and health, any time of day. It answers from Kiin&apos;s library
        and shows where each answer comes from.
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, display: 'grid', gap: 0.75 }}>
        {benefits.map((b) => (
          <Typography component="li" key={b}>
            {b}
          </Typography>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The coach is not a clinician and does not give medical advice.{membership ? ` Membership is ${membership.priceLabel}, cancel anytime.` : ''}
      </Typography>
      <ButtonLink to={membershipPaymentPath} variant="contained" size="large">
        Become a premium member
      </ButtonLink>
    </Paper>
  );
}
