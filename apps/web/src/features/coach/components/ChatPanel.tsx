import { type RefObject, useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import type { CoachMessage } from '@kiin/contracts';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { CoachMessageItem } from './CoachMessageItem';
import { Composer } from './Composer';
import { EarlierMessages } from './EarlierMessages';
import { TypingIndicator } from './TypingIndicator';

/** Spec §9: the chat panel is 600px high; the conversation scrolls inside it. */
export const chatPanelHeight = 600;

interface ChatPanelProps {
  greeting: string;
  messages: CoachMessage[];
  /** Where the kept conversation goes on before `messages` (null: nothing earlier). */
  earlierCursor: string | null;
  waiting: boolean;
  clearing: boolean;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (message: string) => void;
  onClear: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The conversation (greeting first, then the history) with the message box under it. */
export function ChatPanel({ greeting, messages, earlierCursor, waiting, clearing, draft, onDraftChange, onSend, onClear, inputRef }: ChatPanelProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const opening = useMemo<CoachMessage>(() => ({ id: 'greeting', role: 'assistant', content: greeting, timestamp: '', citations: [], crisis: false }), [greeting]);

  // The newest message, or the coach writing, is always in view; earlier messages put in front
  // leave the view where it was.
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest, waiting]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="coach-conversation-title"
      sx={{ height: chatPanelHeight, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      data-testid="coach-chat-panel"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: { xs: 1.5, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="coach-conversation-title" component="h2" variant="h3">
          Conversation
        </Typography>
        <Button size="small" startIcon={<RestartAltIcon aria-hidden />} onClick={onClear} disabled={clearing || waiting || messages.length === 0}>
          Clear
          <VisuallyHidden> the conversation</VisuallyHidden>
        </Button>
      </Box>
      <Box
        ref={scroller}
        role="log"
        aria-label="Messages with the coach"
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden', px: { xs: 1.5, sm: 2 }, py: 2 }}
      >
        <EarlierMessages cursor={earlierCursor} />
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <CoachMessageItem message={opening} />
          {messages.map((message) => (
            <CoachMessageItem key={message.id} message={message} />
          ))}
        </Box>
        {waiting && (
          <Box sx={{ mt: 1.5 }}>
            <TypingIndicator />
          </Box>
        )}
      </Box>
      <Composer ref={inputRef} value={draft} onChange={onDraftChange} onSend={onSend} waiting={waiting} />
    </Paper>
  );
}
