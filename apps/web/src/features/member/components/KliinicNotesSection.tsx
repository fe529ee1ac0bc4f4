import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MemberKliinicNotes } from '@kiin/contracts';
import { RenderedMarkdown } from '../../../components/RenderedMarkdown';

/** A session's approved notes, under the member's booking of it: folded until opened. */
export function KliinicNotesSection({ notes }: { notes: MemberKliinicNotes }) {
  const id = `notes-${notes.sessionId}`;
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 1 }} slotProps={{ region: { 'aria-labelledby': `${id}-header` } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden="true" />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Notes from this session
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <RenderedMarkdown html={notes.html} className="kliinic-notes" />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {notes.disclaimer}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
