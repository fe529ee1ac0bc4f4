import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { SummaryItem } from './ErrorSummary';

export interface ZodFormOptions {
  /** Field ids are `${idPrefix}-${name}`, so the error summary can link to them. */
  idPrefix: string;
  /** `onChange` checks from the first keystroke, for a form that counts what is missing as it is typed. */
  mode?: 'onSubmit' | 'onChange';
  /**
   * After the first submit errors stay live by default, so a fixed field clears its message as
   * the reader types; `onSubmit` waits for the next submit instead.
   */
  reValidateMode?: 'onChange' | 'onSubmit';
}

export type ZodForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  fieldId: (name: Path<Values>) => string;
  /** What to fix, in the order the fields were given in the defaults. */
  summary: SummaryItem[];
};

/**
 * A react-hook-form form checked by a zod schema (a contract's request schema, extended with
 * the form's own wording). Errors appear on the first submit, not while the reader is still
 * filling in (unless `mode` says otherwise); the error summary, not the first field, then
 * takes focus, so everything to fix is read out at once, each linking to its field. The
 * submit handler receives the schema's output: the request body, trimmed as the contract says.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: Input,
  { idPrefix, mode = 'onSubmit', reValidateMode = 'onChange' }: ZodFormOptions,
): ZodForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver<Input, unknown, Output>(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
    mode,
    reValidateMode,
    shouldFocusError: false,
  });
  const fieldId = (name: Path<Input>) => `${idPrefix}-${name}`;
  const { errors } = form.formState;
  const summary = (Object.keys(defaultValues) as Path<Input>[]).flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [{ fieldId: fieldId(name), message }] : [];
  });
  return { ...form, fieldId, summary };
}
