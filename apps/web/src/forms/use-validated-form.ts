import { useCallback, useState, type ChangeEvent } from 'react';
import type { SummaryItem } from './ErrorSummary';
import { hasErrors, type FieldErrors } from './validation';

/**
 * Form state with errors shown only after the first submit attempt, then kept live so a
 * fixed field clears its message as the reader types. `attempts` lets the error summary
 * take focus after each failed submit.
 */
export function useValidatedForm<K extends string>(
  initial: Record<K, string>,
  validate: (draft: Record<K, string>) => FieldErrors<K>,
  fieldId: (name: K) => string,
) {
  const [draft, setDraft] = useState(initial);
  const [attempts, setAttempts] = useState(0);
  const errors: FieldErrors<K> = attempts > 0 ? validate(draft) : {};

  const field = (name: K, hint?: string) => ({
    id: fieldId(name),
    name,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [name]: value }));
    },
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
  });

  /** Fills one field from outside the form (a subject chosen by the link that opened it). */
  const setField = useCallback((name: K, value: string) => setDraft((current) => ({ ...current, [name]: value })), []);

  /** Returns true when the draft is valid and may be sent. */
  const trySubmit = (): boolean => {
    if (hasErrors(validate(draft))) {
      setAttempts((n) => n + 1);
      return false;
    }
    return true;
  };

  const summary: SummaryItem[] = (Object.keys(draft) as K[])
    .filter((name) => errors[name])
    .map((name) => ({ fieldId: fieldId(name), message: errors[name] ?? '' }));

  return { draft, errors, field, setField, trySubmit, summary, attempts };
}
