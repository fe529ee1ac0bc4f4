import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffKliinicSession } from '@kiin/contracts';
import { kliinicTime } from '../kliinic-time';
import { KliinicStatusChip } from './KliinicStatusChip';

interface Props {
  sessions: StaffKliinicSession[] | undefined;
  selected: string | null;
  onSelect: (sessionId: string) => void;
}

/** The sessions, newest first, each with its notes' status and sending counts, and the button that opens it. */
export function KliinicSessionList({ sessions, selected, onSelect }: Props) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} aria-label="Kliinic sessions">
      {sessions?.map((s) => (
        <li key={s.sessionId}>
          <Paper
            variant="outlined"
            sx={{ p: 2, borderColor: s.sessionId === selected ? 'primary.main' : undefined, borderWidth: s.sessionId === selected ? 2 : 1 }}
          >
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
              {s.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {kliinicTime(s.startsAt)} · {s.ticketHolders} ticket holder{s.ticketHolders === 1 ? '' : 's'}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', gap: 1 }}>
              <KliinicStatusChip status={s.status} />
              {s.status && s.status !== 'drafting' && s.status !== 'draft' && <Chip size="small" variant="outlined" label={`${s.sent} sent`} />}
              {s.failed > 0 && <Chip size="small" color="error" label={`${s.failed} failed`} />}
            </Stack>
            {s.error && (
              <Typography variant="body2" color="error" sx={{ mb: 1 }}>
                {s.error}
              </Typography>
            )}
            <Button
              size="small"
              variant={s.sessionId === selected ? 'contained' : 'outlined'}
              onClick={() => onSelect(s.sessionId)}
              aria-pressed={s.sessionId === selected}
              aria-label={`${s.status === null ? 'Upload transcript' : 'Open notes'} for ${s.title}`}
            >
              {s.status === null ? 'Upload transcript' : 'Open notes'}
            </Button>
          </Paper>
        </li>
      ))}
    </Box>
  );
}
