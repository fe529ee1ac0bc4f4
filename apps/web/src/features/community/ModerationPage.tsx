import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { flagReasonLabel, type ModerationDecision, type ReviewItem, type ReviewReason } from '@kiin/contracts';
import { useLocation } from 'react-router';
import { toApiError } from '../../api/base-query';
import { loginHref } from '../../auth/return-to';
import { TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { useToast } from '../../toast/toast-context';
import { useDecideReviewMutation, useModerationQueueInfiniteQuery } from '../../api/community-api';
import { RenderedMarkdown } from '../../components/RenderedMarkdown';
import { relativeTime } from './relative-time';
import { ShowMore } from '../../components/ShowMore';
import { flattenPages } from '../../components/show-more';
import { WatchedPhrases } from './components/WatchedPhrases';

const reasonLabel: Record<ReviewReason, string> = {
  crisis: 'Crisis language',
  flags: 'Flagged by members',
  'new-member': 'New member',
  'watched-phrase': 'Watched phrase',
};

function ReviewCard({ item }: { item: ReviewItem }) {
  const [note, setNote] = useState('');
  const [decide, { isLoading }] = useDecideReviewMutation();
  const { toast } = useToast();
  const act = async (decision: ModerationDecision) => {
    const result = await decide({ id: item.id, body: { decision, ...(note.trim() ? { note: note.trim() } : {}) } });
    if ('error' in result) toast({ title: 'Could not save the decision', description: toApiError(result.error)?.message, variant: 'error' });
    else toast({ title: decision === 'keep' ? 'Post kept' : decision === 'hide' ? 'Post hidden' : 'Post deleted', variant: 'success' });
  };
  return (
    <Paper component="li" variant="outlined" data-list-item tabIndex={-1} sx={{ p: 2, borderColor: item.priority ? 'error.main' : undefined, borderWidth: item.priority ? 2 : 1 }} aria-label={`${item.priority ? 'Priority: ' : ''}${item.postType} in ${item.discussionTitle}`}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 1, gap: 1 }}>
        {item.priority && <Chip size="small" color="error" label="Priority" />}
        {item.reasons.map((r) => (
          <Chip key={r} size="small" label={reasonLabel[r]} />
        ))}
        <Chip size="small" variant="outlined" label={item.postStatus === 'published' ? 'Visible' : item.postStatus === 'held' ? 'Held' : 'Hidden'} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {item.postType === 'discussion' ? 'Discussion' : 'Comment in'}{' '}
        <TextLink to={`/community/${item.discussionId}`}>{item.discussionTitle}</TextLink> · {relativeTime(item.openedAt)}
      </Typography>
      <Box sx={{ my: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        <RenderedMarkdown html={item.contentHtml} />
      </Box>
      {item.flags.length > 0 && (
        <Box component="ul" sx={{ pl: 2, my: 1 }} aria-label="Flags">
          {item.flags.map((f, i) => (
            <Typography component="li" variant="body2" key={i}>
              {flagReasonLabel[f.reason]}
              {f.note ? `: ${f.note}` : ''}
            </Typography>
          ))}
        </Box>
      )}
      <TextField label="Note for the author (optional)" size="small" fullWidth value={note} onChange={(e) => setNote(e.target.value)} sx={{ my: 1 }} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" disabled={isLoading} onClick={() => void act('keep')}>
          Keep
        </Button>
        <Button variant="outlined" color="warning" disabled={isLoading} onClick={() => void act('hide')}>
          Hide
        </Button>
        <Button variant="outlined" color="error" disabled={isLoading} onClick={() => void act('delete')}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}

const reviewNoun = { one: 'post to review', many: 'posts to review' };

/** /community/moderation: the review queue, crisis first (moderators only). */
export default function ModerationPage() {
  const location = useLocation();
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, error, refetch } = useModerationQueueInfiniteQuery();
  const items = useMemo(() => flattenPages(data?.pages), [data]);
  const problem = data ? null : toApiError(error);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <TextLink to="/community">← Back to Community</TextLink>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 2, mb: 3 }}>
        Moderation queue
      </Typography>
      <Typography sx={{ mt: -2, mb: 3 }}>
        Questions to the experts that told of danger are held apart: <TextLink to="/community/moderation/kiinbox">held kiinbox questions</TextLink>.
      </Typography>
      {isLoading ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : problem?.status === 401 ? (
        <Alert severity="info" action={<Button href={loginHref(location.pathname)}>Sign in</Button>}>
          Please sign in as a moderator to see the moderation queue.
        </Alert>
      ) : problem?.status === 403 ? (
        <Alert severity="warning">The moderation queue is for community moderators only.</Alert>
      ) : problem ? (
        <QueryError what="the moderation queue" error={problem} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <Typography role="status">Nothing to review. Thank you for looking after the community.</Typography>
      ) : (
        <section aria-label="Review queue">
          <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Posts to review">
            {items.map((item) => (
              <ReviewCard key={item.id} item={item} />
            ))}
          </Stack>
          <ShowMore
            count={items.length}
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            failed={Boolean(error) && !isFetching}
            onMore={() => void fetchNextPage()}
            noun={reviewNoun}
          />
        </section>
      )}
      {data && (
        <Stack component="section" aria-labelledby="watched-phrases" spacing={2} sx={{ mt: 6 }}>
          <Typography id="watched-phrases" variant="h2" sx={{ fontSize: '1.5rem' }}>
            Watched phrases
          </Typography>
          <WatchedPhrases />
        </Stack>
      )}
    </Container>
  );
}
