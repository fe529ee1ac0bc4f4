import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TierChip, type Tier } from './TierChip';
import { tileSx } from './card-grid';

export interface Benefit {
  title: string;
  text: string;
  tier: Tier;
}

/** What members get, each marked PAID or FREE. */
export function BenefitList({ benefits }: { benefits: Benefit[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      {benefits.map((benefit) => (
        <Box
          component="li"
          key={benefit.title}
          sx={tileSx}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
            <Typography component="h3" variant="h4">
              {benefit.title}
            </Typography>
            <TierChip tier={benefit.tier} />
          </Box>
          <Typography color="text.secondary">{benefit.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
