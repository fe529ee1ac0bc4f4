import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`;

/** Three dots in the coach's place while it writes; said once to screen readers. */
export function TypingIndicator() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'flex-start' }} data-testid="coach-typing">
      <Box sx={{ display: 'flex', gap: 0.75, px: 2, py: 1.5, borderRadius: '16px', borderBottomLeftRadius: 4, bgcolor: 'action.hover' }} aria-hidden>
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'text.secondary', animation: `${pulse} 1.2s ease-in-out ${i * 0.2}s infinite` }}
          />
        ))}
      </Box>
      <VisuallyHidden>The coach is writing an answer…</VisuallyHidden>
    </Box>
  );
}
