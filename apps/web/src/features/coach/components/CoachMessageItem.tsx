import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CoachMessage } from '@kiin/contracts';
import Link from '@mui/material/Link';
import { TextLink } from '../../../components/links';
import { withPhoneNumbers } from '../../../components/phone-numbers';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { isSitePath } from '../../../api/coach-conversation';
import { auDateFormat } from '../../../components/dates';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * When a message was written: the time for today's, and the day too for an earlier one (earlier
 * pages of the conversation go back 90 days), with the year when it was another year.
 */
export function sentAt(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return auDateFormat({ hour: 'numeric', minute: '2-digit' }).format(at);
  const year = at.getFullYear() === now.getFullYear() ? {} : ({ year: 'numeric' } as const);
  return auDateFormat({ day: 'numeric', month: 'short', ...year, hour: 'numeric', minute: '2-digit' }).format(at);
}

const speaker = { user: 'You', assistant: 'Coach', system: 'Notice' } as const;

function Citations({ message }: { message: CoachMessage }) {
  const links = message.citations.filter((c) => isSitePath(c.href));
  if (links.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5, pt: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" component="p" sx={{ fontWeight: 650, mb: 0.5 }}>
        From Kiin&apos;s library
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="coach-citations">
        {links.map((citation) => (
          <Typography component="li" variant="body2" key={citation.id} sx={{ mb: 0.25 }}>
            {/* At least 24px high, so neighbouring links are easy to tap apart. */}
            <TextLink to={citation.href} sx={{ display: 'inline-flex', minHeight: 24, py: 0.25 }}>
              {citation.title}
            </TextLink>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The text with each phone number in it a tap-to-call link, like the crisis card's. */
function WithCallLinks({ text }: { text: string }) {
  return withPhoneNumbers(text).map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={i} href={part.href} color="inherit" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {part.phone}
      </Link>
    ),
  );
}

/** One message: the text as plain text (never markup) with its phone numbers to tap, the time, and an answer's sources. */
export function CoachMessageItem({ message }: { message: CoachMessage }) {
  const own = message.role === 'user';
  const system = message.role === 'system';
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: own ? 'flex-end' : system ? 'center' : 'flex-start' }} data-role={message.role}>
      <Box
        sx={{
          maxWidth: { xs: '92%', sm: '80%' },
          minWidth: 0,
          px: 2,
          py: 1.25,
          borderRadius: '16px',
          ...(own
            ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
            : system
              ? { border: 1, borderColor: 'warning.main', borderStyle: 'dashed', bgcolor: 'background.paper' }
              : { bgcolor: 'action.hover', borderBottomLeftRadius: 4 }),
        }}
      >
        <VisuallyHidden>{speaker[message.role]}: </VisuallyHidden>
        <Typography component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="coach-message-text">
          {message.role === 'user' ? message.content : <WithCallLinks text={message.content} />}
        </Typography>
        {message.role === 'assistant' && <Citations message={message} />}
        {message.timestamp && (
          <Typography variant="caption" component="p" sx={{ mt: 0.5, opacity: 0.85, textAlign: own ? 'right' : 'left' }}>
            <time dateTime={message.timestamp}>{sentAt(message.timestamp)}</time>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
