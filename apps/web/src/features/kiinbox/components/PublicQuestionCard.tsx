import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { kiinboxTopicLabel, type PublicKiinboxSummary } from '@kiin/contracts';
import { formatDate } from '../../../components/dates';

/** One answered question in the public Q&A: its excerpt links to the whole question and answer. */
export function PublicQuestionCard({ question }: { question: PublicKiinboxSummary }) {
  return (
    <Card component="article" variant="outlined" data-list-item tabIndex={-1} aria-labelledby={`kiinbox-${question.id}`}>
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.4, mb: 1, overflowWrap: 'anywhere' }} id={`kiinbox-${question.id}`}>
          <Link component={RouterLink} to={`/kiinbox/${question.id}`} underline="hover">
            {question.questionExcerpt}
          </Link>
        </Typography>
        {question.answerExcerpt && (
          <Typography color="text.secondary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {question.answerExcerpt}
          </Typography>
        )}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={kiinboxTopicLabel[question.topic]} />
          <Typography variant="body2" color="text.secondary">
            Answered on {formatDate(question.answeredAt)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
