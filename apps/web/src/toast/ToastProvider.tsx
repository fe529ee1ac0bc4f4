import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  isDismissSwipe,
  ToastContext,
  toastDurationMs,
  type ToastApi,
  type ToastInput,
} from './toast-context';

interface ShownToast extends ToastInput {
  id: number;
  /** Came by `toastAfter`: news, which gives way to the reader's own action. */
  news?: boolean;
}

/** At most this many pieces of news wait their turn; beyond it the oldest gives way. */
const MAX_WAITING = 3;

/**
 * The toast on screen and the news waiting for it to go, in order. One reducer, so that a toast
 * the reader's action asks for and news arriving in the same moment are ordered, never lost or
 * shown over each other. Newer news of the same kind (`key`: a points total) replaces the older.
 */
interface ToastQueue {
  current: ShownToast | null;
  waiting: ShownToast[];
}
type QueueAction = { kind: 'show' | 'after'; toast: ShownToast } | { kind: 'end'; id?: number };

const keep = (waiting: ShownToast[]) => waiting.slice(-MAX_WAITING);

function queueReducer(state: ToastQueue, action: QueueAction): ToastQueue {
  switch (action.kind) {
    case 'show':
      // The reader's own action speaks now; news it covers waits for it (first) instead of being lost.
      return { current: action.toast, waiting: keep(state.current?.news ? [state.current, ...state.waiting] : state.waiting) };
    case 'after': {
      const news = { ...action.toast, news: true };
      if (!state.current) return { current: news, waiting: state.waiting };
      const others = state.waiting.filter((w) => news.key === undefined || w.key !== news.key);
      return { ...state, waiting: keep([...others, news]) };
    }
    case 'end':
      // Only the toast still on screen ends (any, without an id); the next waiting takes its place.
      return state.current && (action.id === undefined || state.current.id === action.id)
        ? { current: state.waiting[0] ?? null, waiting: state.waiting.slice(1) }
        : state;
  }
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [{ current }, dispatch] = useReducer(queueReducer, { current: null, waiting: [] });
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);

  const toast = useCallback((input: ToastInput) => dispatch({ kind: 'show', toast: { ...input, id: nextId.current++ } }), []);
  const toastAfter = useCallback((input: ToastInput) => dispatch({ kind: 'after', toast: { ...input, id: nextId.current++ } }), []);
  const dismiss = useCallback(() => dispatch({ kind: 'end' }), []);
  const currentId = current?.id;

  // A fresh 5 s for every toast; hovering or focusing it holds the clock so it can be read.
  useEffect(() => {
    if (currentId === undefined || paused) return;
    const timer = window.setTimeout(() => dispatch({ kind: 'end', id: currentId }), toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [currentId, paused]);

  const api = useMemo<ToastApi>(() => ({ toast, toastAfter, dismiss }), [toast, toastAfter, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toast={current} onDismiss={dismiss} onPause={setPaused} />
    </ToastContext.Provider>
  );
}

interface ToasterProps {
  toast: ShownToast | null;
  onDismiss: () => void;
  onPause: (paused: boolean) => void;
}

function Toaster({ toast, onDismiss, onPause }: ToasterProps) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onTouchStart = (event: TouchEvent) => {
    startX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    const x = event.touches[0]?.clientX;
    if (startX.current === null || x === undefined) return;
    setOffset(Math.max(0, x - startX.current));
  };
  const onTouchEnd = (event: TouchEvent) => {
    const x = event.changedTouches[0]?.clientX;
    const start = startX.current;
    startX.current = null;
    setOffset(0);
    if (start !== null && x !== undefined && isDismissSwipe(start, x)) onDismiss();
  };

  return (
    <Box
      component="section"
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        bottom: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        maxWidth: { sm: 420 },
        pointerEvents: 'none',
      }}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <Paper
            key={toast.id}
            elevation={6}
            data-testid="toast"
            onMouseEnter={() => onPause(true)}
            onMouseLeave={() => onPause(false)}
            onFocus={() => onPause(true)}
            onBlur={() => onPause(false)}
            onTouchStart={onTouchStart}
            onTouchMove={onTouchMove}
            onTouchEnd={onTouchEnd}
            sx={{
              pointerEvents: 'auto',
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              p: 2,
              pr: 1,
              borderLeft: 6,
              borderLeftColor:
                toast.variant === 'error'
                  ? 'error.main'
                  : toast.variant === 'success'
                    ? 'success.main'
                    : 'primary.main',
              transform: `translateX(${offset}px)`,
              opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
              touchAction: 'pan-y',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="p" sx={{ fontWeight: 650 }}>
                {toast.title}
              </Typography>
              {toast.description && (
                <Typography component="p" variant="body2" color="text.secondary">
                  {toast.description}
                </Typography>
              )}
              {/* Under the words, so they keep the toast's width on a phone. */}
              {toast.action && (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    onDismiss();
                    toast.action?.onClick();
                  }}
                  sx={{ mt: 1, minHeight: 36 }}
                >
                  {toast.action.label}
                </Button>
              )}
            </Box>
            <IconButton size="small" aria-label="Dismiss notification" onClick={onDismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Paper>
        )}
      </div>
    </Box>
  );
}
