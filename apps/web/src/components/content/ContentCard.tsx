import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@kiin/contracts';
import { actionLabel, cardDuration } from './content-presentation';
import { CompletionControl } from './CompletionControl';
import { ContentAction } from './ContentAction';
import { ContentBadges } from './ContentBadges';
import { ContentPicture } from './ContentPicture';

export type TitleLevel = 'h2' | 'h3' | 'h4';

interface ContentCardProps {
  item: ContentItem;
  completed: boolean;
  titleLevel: TitleLevel;
}

/** One item in the grid: picture, badges, title, description, its main link and Mark Complete. */
export function ContentCard({ item, completed, titleLevel }: ContentCardProps) {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '2 / 1', overflow: 'hidden', bgcolor: 'action.hover' }}>
        <ContentPicture item={item} />
      </Box>
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <ContentBadges item={item} duration={cardDuration(item.duration)} />
        <Typography component={titleLevel} variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.description}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ mt: 'auto', pt: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ContentAction item={item} label={actionLabel(item)} />
          <CompletionControl item={item} completed={completed} />
        </Stack>
      </CardContent>
    </Card>
  );
}
