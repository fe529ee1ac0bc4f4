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
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one at a time, spec §9). */
  toast: (input: ToastInput) => void;
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
