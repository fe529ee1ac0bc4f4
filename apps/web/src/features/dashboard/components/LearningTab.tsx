import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/links';
import { CompletionList } from './CompletionList';
import { LearningProgressBar } from './LearningProgressBar';
import { recentLearningCount } from '../progress';
import type { MemberLearning } from '../hooks/use-member-learning';

/** Progress towards 30 items and the five most recent completions. */
export function LearningTab({ learning }: { learning: MemberLearning }) {
  return (
    <Stack spacing={4}>
      <Paper component="section" aria-labelledby="learning-progress" variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="learning-progress" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
          Learning progress
        </Typography>
        <LearningProgressBar progress={learning.progress} />
      </Paper>
      <Box component="section" aria-labelledby="recently-completed">
        <Typography id="recently-completed" variant="h2" sx={{ mb: 2 }}>
          Recently completed
        </Typography>
        <CompletionList
          items={learning.completed.slice(0, recentLearningCount)}
          label="Recently completed"
          empty={
            <Typography color="text.secondary" data-testid="learning-empty">
              You have not completed anything yet. <TextLink to="/content/library">Find something to read in the library</TextLink>, then press
              Mark Complete when you finish it.
            </Typography>
          }
        />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, mt: 3 }}>
          <TextLink to="/member/learn">Everything you have completed</TextLink>
          <TextLink to="/content/library">Browse the library</TextLink>
        </Stack>
      </Box>
    </Stack>
  );
}
