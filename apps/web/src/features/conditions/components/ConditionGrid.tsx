import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Condition } from '@kiin/contracts';
import { ConditionTile } from './ConditionTile';
import { cardGridSx } from '../../../components/card-grid';


export function ConditionGrid({ conditions }: { conditions: readonly Condition[] }) {
  return (
    <Box component="ul" sx={cardGridSx}>
      {conditions.map((condition) => (
        <li key={condition.id}>
          <ConditionTile condition={condition} />
        </li>
      ))}
    </Box>
  );
}

/** Eight placeholder tiles while the conditions load (spec §9). */
export function ConditionGridLoading() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading conditions" sx={cardGridSx}>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={132} />
      ))}
    </Box>
  );
}
