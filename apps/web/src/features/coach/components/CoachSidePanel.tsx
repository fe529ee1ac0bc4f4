import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { coachStarterTopics, type CoachState } from '@kiin/contracts';
import { useSavedConditionsQuery } from '../../../api/api';
import { TextLink } from '../../../components/links';

const sectionSx = { p: { xs: 2, sm: 2.5 } } as const;

function StarterTopics({ disabled, onPick }: { disabled: boolean; onPick: (topic: string) => void }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coach-topics-title" sx={sectionSx}>
      <Typography id="coach-topics-title" component="h2" variant="h4" sx={{ mb: 1.5 }}>
        Start with a topic
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {coachStarterTopics.map((topic) => (
          <li key={topic}>
            <Button
              variant="outlined"
              fullWidth
              disabled={disabled}
              onClick={() => onPick(topic)}
              startIcon={<ChatBubbleOutlineIcon aria-hidden />}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 1 }}
            >
              {topic}
            </Button>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

function HealthContext() {
  const { data, isLoading, error } = useSavedConditionsQuery();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coach-context-title" sx={sectionSx}>
      <Typography id="coach-context-title" component="h2" variant="h4" sx={{ mb: 1 }}>
        Your health context
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={32} role="progressbar" aria-busy="true" aria-label="Loading your conditions" />
      ) : error ? (
        <Typography variant="body2" color="text.secondary">
          Your saved conditions could not be loaded just now.
        </Typography>
      ) : data && data.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The coach knows you follow:
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {data.map((condition) => (
              <li key={condition.id}>
                <Chip label={condition.name} size="small" />
              </li>
            ))}
          </Box>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          You have not saved any conditions yet. Saving them helps the coach point you to what fits.
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        <TextLink to="/conditions">{data && data.length > 0 ? 'Manage your conditions' : 'Browse health conditions'}</TextLink>
      </Typography>
    </Paper>
  );
}

interface AboutCoachProps {
  state: CoachState;
  onWithdraw: () => void;
}

function AboutCoach({ state, onWithdraw }: AboutCoachProps) {
  const { messagesToday, messagesPerDay } = state.usage;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coach-about-title" sx={sectionSx}>
      <Typography id="coach-about-title" component="h2" variant="h4" sx={{ mb: 1 }}>
        About the coach
      </Typography>
      <Stack spacing={1} sx={{ typography: 'body2' }}>
        <Typography variant="body2">{state.provider.label}</Typography>
        <Typography variant="body2">
          The coach helps you find your way; it is not a clinician and its answers are not medical advice. For a diagnosis, medicines
          or treatment, ask your GP or pharmacist.
        </Typography>
        <Typography variant="body2">
          In danger? Call <strong>000</strong>. To talk to someone now, call Lifeline on <strong>13 11 14</strong>.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {messagesToday} of {messagesPerDay} messages used today.
        </Typography>
      </Stack>
      {state.consent && (
        <Button size="small" color="error" onClick={onWithdraw} sx={{ mt: 1.5, px: 1, ml: -1 }}>
          Withdraw consent
        </Button>
      )}
    </Paper>
  );
}

interface CoachSidePanelProps {
  state: CoachState;
  busy: boolean;
  onPickTopic: (topic: string) => void;
  onWithdraw: () => void;
}

/** Beside the chat (below it on phones): starter topics, the member's context, what the coach is. */
export function CoachSidePanel({ state, busy, onPickTopic, onWithdraw }: CoachSidePanelProps) {
  return (
    <Stack spacing={2} component="aside" aria-label="About your coach">
      <StarterTopics disabled={busy} onPick={onPickTopic} />
      <HealthContext />
      <AboutCoach state={state} onWithdraw={onWithdraw} />
    </Stack>
  );
}
