import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import LockIcon from '@mui/icons-material/Lock';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { DiscussionSummary } from '@kiin/contracts';
import { Link as RouterLink } from 'react-router';
import { TextLink } from '../../../components/links';
import { relativeTime } from '../relative-time';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Meta({ discussion }: { discussion: DiscussionSummary }) {
  return (
    <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2">
        {discussion.author.displayName} · <time dateTime={discussion.createdAt}>{relativeTime(discussion.createdAt)}</time>
      </Typography>
      <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <VisibilityOutlinedIcon fontSize="inherit" aria-hidden="true" /> {plural(discussion.views, 'view')}
      </Typography>
      <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ChatBubbleOutlineIcon fontSize="inherit" aria-hidden="true" /> {plural(discussion.commentCount, 'comment')}
      </Typography>
    </Stack>
  );
}

/** One discussion in the list: a link, or greyed and not linked when premium-only and locked. */
export function DiscussionCard({ discussion, locked }: { discussion: DiscussionSummary; locked: boolean }) {
  const chips = (
    <>
      {discussion.isPremiumOnly && <Chip size="small" label="Premium" color={locked ? 'default' : 'secondary'} icon={locked ? <LockIcon /> : undefined} />}
      {discussion.status === 'held' && <Chip size="small" label="Held for review" color="warning" />}
      {discussion.status === 'hidden' && <Chip size="small" label="Hidden pending review" color="warning" />}
    </>
  );
  if (locked) {
    return (
      <Card
        variant="outlined"
        component="article"
        aria-label={`${discussion.title} (premium, locked)`}
        sx={{ bgcolor: 'action.hover', borderStyle: 'dashed' }}
        data-testid="discussion-locked"
        data-list-item
        tabIndex={-1}
      >
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            {chips}
          </Stack>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1, color: 'text.secondary' }}>
            {discussion.title}
          </Typography>
          <Meta discussion={discussion} />
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <Button component={RouterLink} to="/profile#premium" variant="contained" size="small" startIcon={<LockIcon />}>
              Unlock
            </Button>
            <TextLink to="/profile#premium">Upgrade to Premium</TextLink>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card variant="outlined" component="article" data-list-item tabIndex={-1}>
      <CardActionArea component={RouterLink} to={`/community/${discussion.id}`}>
        <CardContent>
          {(discussion.isPremiumOnly || discussion.status !== 'published') && (
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              {chips}
            </Stack>
          )}
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {discussion.title}
          </Typography>
          {discussion.excerpt && (
            <Box sx={{ mb: 1, color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              <Typography variant="body2">{discussion.excerpt}</Typography>
            </Box>
          )}
          <Meta discussion={discussion} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
