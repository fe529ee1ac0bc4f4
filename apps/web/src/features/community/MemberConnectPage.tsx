import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { DiscussionSummary, User } from '@kiin/contracts';
import { toApiError } from '../../api/base-query';
import { useCurrentUser } from '../../auth/use-current-user';
import { useDiscussionsInfiniteQuery } from '../../api/community-api';
import { discussionNoun, emptyStates } from './community-filter';
import { DiscussionCard } from './components/DiscussionCard';
import { flattenPages } from '../../components/show-more';
import { ShowMore } from '../../components/ShowMore';
import { Group } from '../../components/Group';
import { ButtonLink, TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { isLockedFor, newestCount, newestDiscussions, ownDiscussions } from './connect';
import { ModerationNotices } from './components/ModerationNotices';
import { SignInPrompt } from '../../auth/SignInPrompt';

/**
 * A discussion card's usual height (one or two lines of title, two of excerpt): the skeletons
 * hold the place of the cards they become, so the sections below do not move when the list
 * arrives (three 120 px skeletons for five cards moved them by a layout shift of 0.024).
 */
const cardHeight = { xs: 195, sm: 150 } as const;

function DiscussionList({ discussions, user }: { discussions: DiscussionSummary[]; user: User | null }) {
  return (
    <Stack spacing={2}>
      {discussions.map((d) => (
        <DiscussionCard key={d.id} discussion={d} locked={isLockedFor(d, Boolean(user?.isPremium))} />
      ))}
    </Stack>
  );
}

/** /member/connect: the newest discussions, the member's own, and where to find support. */
export default function MemberConnectPage() {
  const { user, isLoading: userLoading } = useCurrentUser();
  // The newest few: one small page. The member's own: the server's `mine` list, a page at a time.
  const { data, isLoading, isFetching, error, refetch } = useDiscussionsInfiniteQuery({ limit: newestCount });
  const mine = useDiscussionsInfiniteQuery({ mine: true }, { skip: !user });
  const loading = isLoading || (isFetching && !data);
  const newest = newestDiscussions(flattenPages(data?.pages));
  const own = ownDiscussions(flattenPages(mine.data?.pages));
  const ownLoading = mine.isLoading || (mine.isFetching && !mine.data);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 4 }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Connect
          </Typography>
          <Typography color="text.secondary">Talk with carers and patients who understand, and find support near you.</Typography>
        </Box>
        <ButtonLink to="/community/new" variant="contained" startIcon={<AddIcon />} sx={{ flexShrink: 0 }}>
          New Discussion
        </ButtonLink>
      </Stack>

      <Group id="newest-discussions" title="Newest discussions">
        <div aria-busy={loading}>
          {error && !loading ? (
            <QueryError what="the discussions" error={toApiError(error)} onRetry={() => void refetch()} />
          ) : loading ? (
            <Stack spacing={2} aria-label="Loading discussions">
              {Array.from({ length: newestCount }, (_, i) => (
                <Skeleton key={i} variant="rounded" sx={{ height: cardHeight }} />
              ))}
            </Stack>
          ) : newest.length === 0 ? (
            <Box role="status" data-testid="discussions-empty">
              <Typography sx={{ fontWeight: 650 }}>{emptyStates.all.title}</Typography>
              <Typography color="text.secondary">{emptyStates.all.text}</Typography>
            </Box>
          ) : (
            <DiscussionList discussions={newest} user={user} />
          )}
        </div>
        <Typography sx={{ mt: 2 }}>
          <TextLink to="/community">See all discussions in the community</TextLink>
        </Typography>
      </Group>

      <Group id="your-discussions" title="Your discussions">
        {userLoading || (user && ownLoading) ? (
          <Skeleton variant="rounded" height={100} />
        ) : !user ? (
          <SignInPrompt
            title="Sign in to join the conversation"
            text="Anyone can read the community. Members start discussions, reply to others and see their own posts here."
            returnTo="/member/connect"
          />
        ) : mine.error && !mine.data ? (
          <QueryError what="your discussions" error={toApiError(mine.error)} onRetry={() => void mine.refetch()} />
        ) : own.length === 0 ? (
          <Typography color="text.secondary" data-testid="own-discussions-empty">
            You have not started a discussion yet. Ask a question or share what helped you: <TextLink to="/community/new">start a discussion</TextLink>.
          </Typography>
        ) : (
          <div>
            <DiscussionList discussions={own} user={user} />
            <ShowMore
              count={own.length}
              hasMore={mine.hasNextPage}
              loading={mine.isFetchingNextPage}
              failed={Boolean(mine.error) && !mine.isFetching}
              onMore={() => void mine.fetchNextPage()}
              noun={discussionNoun}
            />
          </div>
        )}
        {user && <ModerationNotices />}
      </Group>

      <Paper component="section" aria-labelledby="support" variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="support" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Support services
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          National, state and territory, and specialised services for carers, with phone lines for when you need someone now.
        </Typography>
        <ButtonLink to="/resources" variant="outlined">
          Find carer support services
        </ButtonLink>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Local meet-ups and a notice board are coming soon to <TextLink to="/village">the Village</TextLink>.
        </Typography>
      </Paper>
    </Container>
  );
}
