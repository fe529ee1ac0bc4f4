import { forwardRef, useId, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { coachLimits } from '@kiin/contracts';
import { charactersLeft, messageToSend } from '../../../api/coach-conversation';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed message; blank text never gets here. */
  onSend: (message: string) => void;
  /** While the coach is answering: the box and the button wait. */
  waiting: boolean;
}

/**
 * Where the browser sizes a text box to its content itself (CSS `field-sizing`), the box grows
 * with no script: MUI's autosize measures a hidden copy of the box as it mounts, which makes the
 * browser lay out the whole conversation one time more (a fifth of a phone's work to open
 * /coach). Elsewhere MUI's autosize does it, as before.
 */
const growsNatively = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');
const sizing = growsNatively
  ? ({ rows: 1, sx: { '& textarea': { fieldSizing: 'content', maxHeight: 'calc(5 * 1.4375em)', overflowY: 'auto' } } } as const)
  : ({ minRows: 1, maxRows: 5 } as const);
/** A plain text box where the browser sizes it (MUI's multiline box is always its autosize otherwise). */
const plainTextarea = growsNatively ? ({ inputComponent: 'textarea' } as const) : undefined;

/** The message box: Enter sends, Shift+Enter starts a new line, at most 2,000 characters. */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer({ value, onChange, onSend, waiting }, ref) {
  const hintId = useId();
  const counterId = useId();
  const left = charactersLeft(value.length);
  const message = messageToSend(value);

  const send = () => {
    if (waiting || !message) return;
    onSend(message);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          inputRef={ref}
          label="Your message"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={waiting}
          multiline
          {...sizing}
          fullWidth
          size="small"
          slotProps={{
            input: plainTextarea,
            htmlInput: {
              maxLength: coachLimits.messageMaxLength,
              'aria-describedby': left ? `${hintId} ${counterId}` : hintId,
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={waiting || !message} endIcon={<SendIcon aria-hidden />} sx={{ flexShrink: 0, minHeight: 40 }}>
          Send
        </Button>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <Typography id={hintId} variant="caption" color="text.secondary">
          Enter sends; Shift+Enter starts a new line.
        </Typography>
        {left && (
          <Typography id={counterId} variant="caption" color={value.length >= coachLimits.messageMaxLength ? 'error' : 'text.secondary'}>
            {left}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
