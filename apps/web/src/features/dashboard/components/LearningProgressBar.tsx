import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LearningProgress } from '../progress';

/** Completed items against the goal of 30, as a labelled bar and the figure "n of 30". */
export function LearningProgressBar({ progress }: { progress: LearningProgress }) {
  const left = progress.goal - progress.completed;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography component="span" variant="body2" color="text.secondary">
          Items completed
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700 }} data-testid="learning-progress-figure">
          {progress.label}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-label="Learning progress"
        aria-valuetext={`${progress.label} items completed`}
        sx={{ height: 10, borderRadius: 5, my: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {progress.reached
          ? `Goal reached: ${progress.completed} items completed. Well done!`
          : progress.completed === 0
            ? `Your goal is ${progress.goal} items: complete your first to begin.`
            : `${left} more to reach ${progress.goal}.`}
      </Typography>
    </Box>
  );
}
