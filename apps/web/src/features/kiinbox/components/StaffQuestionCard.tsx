import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { kiinboxTopicLabel, type StaffKiinboxQuestion } from '@kiin/contracts';
import { formatDate } from '../../../components/dates';

/** A question as staff see it (never its asker): markers, the session, the text; `children` are the actions. */
export function StaffQuestionCard({ question, children }: { question: StaffKiinboxQuestion; children?: ReactNode }) {
  return (
    <Paper component="article" variant="outlined" data-list-item tabIndex={-1} aria-label={`Question asked ${formatDate(question.askedAt)}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        {question.fairShare && <Chip size="small" color="warning" label="Fair share: waiting over 48 hours" />}
        <Chip size="small" color={question.premium ? 'primary' : 'default'} variant={question.premium ? 'filled' : 'outlined'} label={question.premium ? 'Premium' : 'Free'} />
        <Chip size="small" variant="outlined" label={kiinboxTopicLabel[question.topic]} />
        {question.publishable && <Chip size="small" variant="outlined" label="May be published" />}
        {question.coveredInSession && <Chip size="small" color="info" label="To be covered in the session" />}
        <Typography variant="body2" color="text.secondary">
          Asked {formatDate(question.askedAt)}
        </Typography>
      </Stack>
      {question.session && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          For the kliinic “{question.session.title}” on {formatDate(question.session.startsAt)}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{question.text}</Typography>
      {children}
    </Paper>
  );
}
