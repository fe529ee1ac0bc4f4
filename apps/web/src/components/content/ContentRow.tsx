import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@kiin/contracts';
import type { TitleLevel } from './ContentCard';
import { listButtonLabel, listDuration } from './content-presentation';
import { CompletionControl } from './CompletionControl';
import { ContentAction } from './ContentAction';
import { ContentBadges } from './ContentBadges';
import { ContentPicture } from './ContentPicture';

interface ContentRowProps {
  item: ContentItem;
  completed: boolean;
  titleLevel: TitleLevel;
}

/** One item in the list: a small picture, title, badges with a length, and short buttons. */
export function ContentRow({ item, completed, titleLevel }: ContentRowProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '72px minmax(0, 1fr) auto' },
      }}
    >
      <Box sx={{ aspectRatio: '1', borderRadius: 1, overflow: 'hidden' }}>
        <ContentPicture item={item} compact />
      </Box>
      <Stack spacing={0.75} sx={{ minWidth: 0 }}>
        <Typography component={titleLevel} variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <ContentBadges item={item} duration={listDuration(item.duration)} />
      </Stack>
      <Stack
        direction="row"
        useFlexGap
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: { sm: 'flex-end' } }}
      >
        <ContentAction item={item} label={listButtonLabel(item.type)} variant="outlined" size="small" />
        <CompletionControl item={item} completed={completed} size="small" />
      </Stack>
    </Paper>
  );
}
