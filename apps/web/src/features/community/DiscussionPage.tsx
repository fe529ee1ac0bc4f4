import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import type { Comment, CrisisFamily, PostType } from '@kiin/contracts';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { toApiError } from '../../api/base-query';
import { usePageTitle } from '../../app/page-title';
import { loginHref } from '../../auth/return-to';
import { useCurrentUser } from '../../auth/use-current-user';
import { TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { useToast } from '../../toast/toast-context';
import { useCommentsInfiniteQuery, useCreateCommentMutation, useDiscussionQuery } from '../../api/community-api';
import { commentNoun } from './community-filter';
import { CrisisCard } from '../../components/CrisisCard';
import { FlagDialog } from './components/FlagDialog';
import { RenderedMarkdown } from '../../components/RenderedMarkdown';
import { PostForm } from './components/PostForm';
import { relativeTime } from './relative-time';
import { flattenPages } from '../../components/show-more';
import { ShowMore } from '../../components/ShowMore';

function StatusChip({ status }: { status: Comment['status'] }) {
  if (status === 'held') return <Chip size="small" color="warning" label="Held for review" />;
  if (status === 'hidden') return <Chip size="small" color="warning" label="Hidden pending review" />;
  return null;
}

/** /community/{id}: the discussion, its comments and the reply box (spec §2). */
export default function DiscussionPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const discussion = useDiscussionQuery(id);
  const comments = useCommentsInfiniteQuery(id, { skip: !discussion.data });
  const shownComments = useMemo(() => flattenPages(comments.data?.pages), [comments.data]);
  const [createComment] = useCreateCommentMutation();
  const [replyOpen, setReplyOpen] = useState(false);
  const [flagging, setFlagging] = useState<{ postType: PostType; postId: string } | null>(null);
  const [outcome, setOutcome] = useState<{ notice: string | null; crisis: boolean; families: CrisisFamily[] } | null>(null);
  usePageTitle(discussion.data?.title);

  const error = toApiError(discussion.error);
  const back = <TextLink to="/community">← Back to Community</TextLink>;

  if (discussion.isLoading) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} aria-busy="true">
        {back}
        <Skeleton variant="text" height={56} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={160} />
      </Container>
    );
  }
  if (error || !discussion.data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        {back}
        {error?.status === 404 ? (
          <Typography variant="h1" sx={{ fontSize: '2rem', mt: 3 }}>
            Discussion not found
          </Typography>
        ) : error?.status === 403 ? (
          <Alert severity="info" sx={{ mt: 3 }} action={<Button component={RouterLink} to="/profile#premium">Upgrade to Premium</Button>}>
            This discussion is for premium members.
          </Alert>
        ) : (
          <Box sx={{ mt: 3 }}>
            <QueryError what="the discussion" error={error} onRetry={() => void discussion.refetch()} />
          </Box>
        )}
      </Container>
    );
  }

  const d = discussion.data;
  const post = async (content: string): Promise<boolean> => {
    const result = await createComment({ id: d.id, body: { content } });
    if ('error' in result) {
      toast({ title: 'Failed to post comment, Please try again later.', variant: 'error' });
      return false;
    }
    toast({ title: 'Comment posted', variant: 'success' });
    setReplyOpen(false);
    if (result.data.status === 'held' || result.data.showCrisisCard) setOutcome({ notice: result.data.notice, crisis: result.data.showCrisisCard, families: result.data.crisisFamilies });
    return true;
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {back}
      {outcome?.crisis && (
        <Box sx={{ mt: 3 }}>
          <CrisisCard families={outcome.families} />
        </Box>
      )}
      {outcome?.notice && (
        <Alert severity="info" role="status" sx={{ mt: 3 }}>
          {outcome.notice}
        </Alert>
      )}
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }} aria-labelledby="discussion-title">
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          {d.isPremiumOnly && <Chip size="small" color="secondary" label="Premium" />}
          <StatusChip status={d.status} />
        </Stack>
        <Typography id="discussion-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
          {d.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {d.author.displayName} · <time dateTime={d.createdAt}>{relativeTime(d.createdAt)}</time> · {d.views} {d.views === 1 ? 'view' : 'views'}
        </Typography>
        {d.contentHtml && <RenderedMarkdown html={d.contentHtml} />}
        {user && !d.author.isYou && (
          <Button size="small" startIcon={<FlagOutlinedIcon />} onClick={() => setFlagging({ postType: 'discussion', postId: d.id })} sx={{ mt: 1 }}>
            Flag
          </Button>
        )}
      </Paper>

      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 4, mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
          Comments{comments.data ? ` (${comments.hasNextPage ? Math.max(d.commentCount, shownComments.length) : shownComments.length})` : ''}
        </Typography>
        <Button variant={replyOpen ? 'outlined' : 'contained'} onClick={() => setReplyOpen((o) => !o)} aria-expanded={replyOpen} aria-controls="reply-box">
          {replyOpen ? 'Cancel' : 'Reply'}
        </Button>
      </Stack>
      {replyOpen && (
        <Box id="reply-box" sx={{ mb: 3 }}>
          {user ? (
            <PostForm label="Your reply" signedIn onSubmit={post} />
          ) : (
            <Alert severity="info" action={<Button href={loginHref(location.pathname)}>Sign in</Button>}>
              Please sign in to participate in the community.
            </Alert>
          )}
        </Box>
      )}
      {comments.isLoading ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={80} />
        </Stack>
      ) : comments.error && !comments.data ? (
        <QueryError what="the comments" error={toApiError(comments.error)} onRetry={() => void comments.refetch()} />
      ) : shownComments.length === 0 ? (
        <Typography color="text.secondary">No comments yet. Be the first to reply.</Typography>
      ) : (
        <div>
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Comments">
          {shownComments.map((c) => (
            <Paper key={c.id} component="li" variant="outlined" sx={{ p: 2 }} data-list-item tabIndex={-1}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography variant="subtitle2" component="span">
                  {c.author.displayName}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="span">
                  <time dateTime={c.createdAt}>{relativeTime(c.createdAt)}</time>
                </Typography>
                <StatusChip status={c.status} />
              </Stack>
              <RenderedMarkdown html={c.contentHtml} />
              {user && !c.author.isYou && (
                <Divider sx={{ my: 1 }} />
              )}
              {user && !c.author.isYou && (
                <Button size="small" startIcon={<FlagOutlinedIcon />} onClick={() => setFlagging({ postType: 'comment', postId: c.id })} aria-label="Flag comment">
                  Flag
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
        <ShowMore
          count={shownComments.length}
          hasMore={comments.hasNextPage}
          loading={comments.isFetchingNextPage}
          failed={Boolean(comments.error) && !comments.isFetching}
          onMore={() => void comments.fetchNextPage()}
          noun={commentNoun}
        />
        </div>
      )}
      {flagging && <FlagDialog open onClose={() => setFlagging(null)} postType={flagging.postType} postId={flagging.postId} />}
    </Container>
  );
}
