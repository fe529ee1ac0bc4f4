import { createElement } from 'react';
import Box from '@mui/material/Box';
import { conditionIcon } from './condition-icons';

/** The condition's icon in a soft circle. Decorative: the name beside it says it all. */
export function ConditionIconBadge({ iconKey, size = 'medium' }: { iconKey: string; size?: 'medium' | 'large' }) {
  const px = size === 'large' ? 56 : 48;
  return (
    <Box
      aria-hidden="true"
      sx={{
        flexShrink: 0,
        width: px,
        height: px,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'primary.main',
      }}
    >
      {createElement(conditionIcon(iconKey), { fontSize: size })}
    </Box>
  );
}
