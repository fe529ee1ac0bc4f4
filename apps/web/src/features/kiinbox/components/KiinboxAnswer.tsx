import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { KiinboxAnswer as Answer } from '@kiin/contracts';
import { formatDate } from '../../../components/dates';
import { TextLink } from '../../../components/links';
import { RenderedMarkdown } from '../../../components/RenderedMarkdown';

/**
 * An expert's answer: the server's sanitised HTML, the library items it links (each to its page)
 * and when it was answered. `headingLevel` keeps the outline of the page it sits in.
 */
export function KiinboxAnswer({ answer, headingLevel = 'h3' }: { answer: Answer; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Box>
      <RenderedMarkdown html={answer.html} />
      {answer.library.length > 0 && (
        <Box component="section" aria-label="From the library" sx={{ mt: 2 }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
            From the library
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {answer.library.map((item) => (
              <li key={item.id}>
                <TextLink to={item.path}>{item.title}</TextLink>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {answer.inSession ? 'Answered in the kliinic session' : 'Answered'} on {formatDate(answer.answeredAt)}
      </Typography>
    </Box>
  );
}
