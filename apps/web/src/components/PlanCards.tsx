import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Plan } from '@kiin/contracts';
import { usePlansQuery } from '../api/api';
import { useCurrentUser } from '../auth/use-current-user';
import { ButtonLink } from './links';
import { findPlan, type PlanId } from './plans';
import { QueryError } from './QueryError';

const shownPlans: PlanId[] = ['single-kliinic', 'monthly-membership'];

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
} as const;

/**
 * What a card's button does: choose the plan, or, for a premium member who already has
 * every kliinic, manage the membership or book a seat it includes.
 */
function actionFor(plan: Plan, premium: boolean): { label: string; to: string } {
  if (!premium) return { label: `Choose ${plan.name}`, to: `/payment?type=${plan.paymentType}` };
  return plan.id === 'monthly-membership'
    ? { label: 'Manage your membership', to: '/profile?tab=membership' }
    : { label: 'Book a seat, included', to: '/member/kliinics' };
}

function PlanCard({ plan, highlighted, premium }: { plan: Plan; highlighted: boolean; premium: boolean }) {
  const nameId = useId();
  const action = actionFor(plan, premium);
  const yours = premium && plan.id === 'monthly-membership';
  return (
    <Card
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ p: 3, flex: 1 }}>
        {(yours || plan.label) && (
          <Chip
            label={yours ? 'Your plan' : plan.label}
            color={highlighted ? 'primary' : 'secondary'}
            size="small"
            sx={{ fontWeight: 700, letterSpacing: '0.05em', mb: 1.5 }}
          />
        )}
        <Typography id={nameId} component="h3" variant="h3">
          {plan.name}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2.2rem', fontWeight: 800, my: 1 }}>
          {plan.priceLabel}
        </Typography>
        <Typography color="text.secondary">{plan.description}</Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        <ButtonLink to={action.to} variant={highlighted ? 'contained' : 'outlined'} fullWidth aria-describedby={nameId}>
          {action.label}
        </ButtonLink>
      </CardActions>
    </Card>
  );
}

/** Single Kliinic and Monthly Membership, priced by the plans catalogue; a premium member sees what they have. */
export function PlanCards() {
  const { data, isLoading, error, refetch } = usePlansQuery();
  const premium = useCurrentUser().user?.isPremium === true;
  if (isLoading) {
    return (
      <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading plans">
        {shownPlans.map((id) => (
          <li key={id}>
            <Skeleton variant="rounded" height={280} />
          </li>
        ))}
      </Box>
    );
  }
  if (error) return <QueryError what="our plans and prices" error={error} onRetry={() => void refetch()} />;
  const plans = shownPlans.map((id) => findPlan(data, id)).filter((plan): plan is Plan => Boolean(plan));
  if (!plans.length) return <Typography>Plans are not available right now. Please check back soon.</Typography>;
  return (
    <Box component="ul" sx={gridSx}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} highlighted={plan.id === 'monthly-membership'} premium={premium} />
        </li>
      ))}
    </Box>
  );
}
