import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import type { User } from '@kiin/contracts';
import { useCurrentUser } from '../../auth/use-current-user';
import { cardGridSx } from '../../components/card-grid';
import { Group } from '../../components/Group';
import { ButtonLink, TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { CompletionList } from './components/CompletionList';
import { LearningProgressBar } from './components/LearningProgressBar';
import { RecommendationGrid } from './components/RecommendationGrid';
import { useMemberLearning } from './hooks/use-member-learning';
import { SignInPrompt } from '../../auth/SignInPrompt';

function LearningSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading your learning" role="status">
      <Skeleton variant="rounded" height={110} sx={{ mb: 4 }} />
      <Box sx={cardGridSx}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={320} />
        ))}
      </Box>
    </Box>
  );
}

function MemberLearning({ user }: { user: User }) {
  const learning = useMemberLearning(user);
  if (learning.error) return <QueryError what="your learning" error={learning.error} onRetry={learning.retry} />;
  if (learning.isLoading) return <LearningSkeleton />;
  return (
    <>
      <Paper component="section" aria-labelledby="learn-progress" variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, mb: 5 }}>
        <Typography id="learn-progress" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
          Your progress
        </Typography>
        <LearningProgressBar progress={learning.progress} />
      </Paper>
      <Group id="read-next" title="Read next">
        <RecommendationGrid items={learning.recommendations} />
      </Group>
      <Group id="completed" title="What you have completed">
        <CompletionList
          items={learning.completed}
          label="Completed items"
          empty={
            <Typography color="text.secondary" data-testid="completed-empty">
              Nothing yet. Pick something from <TextLink to="/content/library">the library</TextLink> and press Mark Complete when you finish
              it: it will be listed here with the date.
            </Typography>
          }
        />
      </Group>
    </>
  );
}

/** /member/learn: what the member completed (with dates), what to read next, the way to the library. */
export default function MemberLearnPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 4 }}>
        <Box>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Learn
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
            Vetted articles, videos, podcasts and books for carers and patients, and what you have worked through.
          </Typography>
        </Box>
        <ButtonLink to="/content/library" variant="contained" startIcon={<MenuBookOutlinedIcon />} sx={{ flexShrink: 0 }}>
          Browse the library
        </ButtonLink>
      </Stack>
      {isLoading ? (
        <LearningSkeleton />
      ) : user ? (
        <MemberLearning user={user} />
      ) : (
        <SignInPrompt
          title="Sign in to track your learning"
          text="Members see what they have completed, their progress and suggestions picked for their conditions. The library itself is free to browse."
          returnTo="/member/learn"
        />
      )}
    </Container>
  );
}
