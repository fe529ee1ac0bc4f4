import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

/** One button in a toast, such as Undo; pressing it also closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Kind of news (`toastAfter`): a newer one of the same kind waiting replaces the older. */
  key?: string;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one at a time, spec §9). */
  toast: (input: ToastInput) => void;
  /**
   * Shows a toast once the one on screen (if any) has gone, for news that arrives on its
   * own (points, a badge) and must not cut short what the reader's action just said. News
   * waits in order (a few at most); a newer one with the same `key` replaces the older.
   */
  toastAfter: (input: ToastInput) => void;
  dismiss: () => void;
}

export const toastDurationMs = 5000;
export const swipeDismissPx = 50;

/** A touch that travelled at least 50 px to the right dismisses the toast. */
export function isDismissSwipe(startX: number, endX: number): boolean {
  return endX - startX >= swipeDismissPx;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
