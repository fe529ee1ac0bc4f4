import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Condition } from '@kiin/contracts';
import { ConditionIconBadge } from '../../../components/conditions/ConditionIconBadge';

/**
 * One condition as a tile. The name is the link, stretched over the whole card so the
 * tile is one large target while a screen reader hears just the name.
 */
export function ConditionTile({ condition }: { condition: Condition }) {
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        p: 2.5,
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
        '&:has(a:focus-visible)': { outline: (theme) => `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }}
    >
      <ConditionIconBadge iconKey={condition.icon} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
          <Link
            component={RouterLink}
            to={`/conditions/${condition.id}`}
            underline="hover"
            color="inherit"
            sx={{
              // The stretched target; the card draws the focus ring instead of the text.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {condition.name}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {condition.description}
        </Typography>
      </Box>
    </Card>
  );
}
