import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useKiinboxAnswersForQuery } from '../../../api/kiinbox-answers-api';
import { TextLink } from '../../../components/links';

/**
 * Members' questions that an expert answered with this item (kiinbox), when there are any:
 * a suggestion like the related content, so a failure or none leaves the section out.
 */
export function KiinboxAnswers({ itemId }: { itemId: string }) {
  const { data } = useKiinboxAnswersForQuery(itemId);
  const questions = data?.items ?? [];
  if (questions.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="kiinbox-answers-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="kiinbox-answers-title" variant="h2" sx={{ mb: 1 }}>
        Questions answered with this
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Members asked Kiin&apos;s experts, and the answer pointed here.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
        {questions.map((question) => (
          <li key={question.id}>
            <TextLink to={`/kiinbox/${question.id}`}>{question.questionExcerpt}</TextLink>
          </li>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }}>
        <TextLink to="/kiinbox">More questions in kiinbox</TextLink>
      </Typography>
    </Box>
  );
}
