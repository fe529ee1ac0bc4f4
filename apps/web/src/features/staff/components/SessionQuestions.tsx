import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSessionKiinboxQuestionsQuery } from '../../../api/kiinbox-answers-api';
import { TextLink } from '../../../components/links';

/**
 * The questions members asked ahead of this session in kiinbox, waiting for an answer: the
 * session's agenda. Marked "covered" ones are answered by the notes when they are sent. Left out
 * for staff who cannot answer kiinbox questions (the call refuses them).
 */
export function SessionQuestions({ sessionId }: { sessionId: string }) {
  const { data, isLoading, error } = useSessionKiinboxQuestionsQuery(sessionId);
  if (error) return null;
  const questions = data?.items ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="session-questions-heading" sx={{ p: 2 }}>
      <Typography id="session-questions-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
        Members&apos; questions for this session
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={72} aria-busy="true" aria-label="Loading the questions" />
      ) : questions.length === 0 ? (
        <Typography color="text.secondary">No member has asked a question for this session yet.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {questions.map((question) => (
            <li key={question.id}>
              <Typography component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {question.text}
              </Typography>
              {question.coveredInSession && <Chip size="small" label="Covered in the session" color="success" variant="outlined" sx={{ ml: 1 }} />}
            </li>
          ))}
        </Box>
      )}
      <Typography sx={{ mt: 1.5 }}>
        <TextLink to={`/staff/kiinbox?session=${encodeURIComponent(sessionId)}`}>Answer them, or mark them covered, in kiinbox</TextLink>
      </Typography>
    </Paper>
  );
}
