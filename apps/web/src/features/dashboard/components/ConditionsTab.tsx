import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Condition } from '@kiin/contracts';
import { ConditionIconBadge } from '../../../components/conditions/ConditionIconBadge';
import { cardGridSx } from '../../../components/card-grid';
import { TextLink } from '../../../components/links';

/** Every saved condition, each linking to its page; where to add or remove them. */
export function ConditionsTab({ conditions }: { conditions: readonly Condition[] }) {
  return (
    <Box component="section" aria-labelledby="my-conditions">
      <Typography id="my-conditions" variant="h2" sx={{ mb: 2 }}>
        My conditions
      </Typography>
      {conditions.length === 0 ? (
        <Typography color="text.secondary" data-testid="conditions-empty">
          You have not saved any conditions yet. <TextLink to="/conditions">Browse conditions</TextLink> and choose Add to My Conditions on the
          ones that matter to you.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Saved conditions" sx={cardGridSx}>
          {conditions.map((c) => (
            <li key={c.id}>
              <Card sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center', height: '100%' }}>
                <ConditionIconBadge iconKey={c.icon} />
                <TextLink to={`/conditions/${c.id}`} sx={{ fontWeight: 650, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {c.name}
                </TextLink>
                <ChevronRightIcon color="action" aria-hidden="true" />
              </Card>
            </li>
          ))}
        </Box>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, mt: 3 }}>
        <TextLink to="/conditions">Browse all conditions</TextLink>
        <TextLink to="/profile?tab=conditions">Manage your conditions in your profile</TextLink>
      </Stack>
    </Box>
  );
}
