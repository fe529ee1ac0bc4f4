import Chip from '@mui/material/Chip';

export type Tier = 'PAID' | 'FREE';

/** PAID or FREE beside a member benefit. */
export function TierChip({ tier }: { tier: Tier }) {
  return (
    <Chip
      label={tier}
      size="small"
      color={tier === 'PAID' ? 'secondary' : 'success'}
      sx={{ fontWeight: 700, letterSpacing: '0.05em' }}
    />
  );
}
