import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Condition } from '@kiin/contracts';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { chipOverflow } from '../chips';

/** Two saved conditions as chips, then '+n more' to the full list in the profile. */
export function ConditionChips({ conditions }: { conditions: readonly Condition[] }) {
  const { shown, moreLabel } = chipOverflow(conditions);
  return (
    <Box component="ul" aria-label="Your conditions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {shown.map((c) => (
        <li key={c.id}>
          <Chip component={RouterLink} to={`/conditions/${c.id}`} clickable color="primary" variant="outlined" label={c.name} data-testid="condition-chip" />
        </li>
      ))}
      {moreLabel && (
        <li>
          <Chip
            component={RouterLink}
            to="/profile?tab=conditions"
            clickable
            label={
              <>
                {moreLabel}
                <VisuallyHidden> saved conditions, in your profile</VisuallyHidden>
              </>
            }
            data-testid="condition-chip-more"
          />
        </li>
      )}
    </Box>
  );
}
