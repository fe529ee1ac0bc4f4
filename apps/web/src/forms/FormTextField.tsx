import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, type Path, useController } from 'react-hook-form';
import type { ZodForm } from './use-zod-form';

export type FormTextFieldProps<Values extends FieldValues, Output> = Omit<TextFieldProps, 'name' | 'form'> & {
  form: Pick<ZodForm<Values, Output>, 'control' | 'fieldId'>;
  name: Path<Values>;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Rewrites what is typed before the form keeps it (a card number in groups of four). */
  format?: (value: string) => string;
};

/**
 * A MUI text field (or select) bound to one field of a `useZodForm` form: its error
 * replaces the hint, and MUI marks the input aria-invalid and describes it by that message.
 */
export function FormTextField<Values extends FieldValues, Output>({ form, name, hint, format, ...props }: FormTextFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...props}
      id={form.fieldId(name)}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(format ? format(event.target.value) : event);
        props.onChange?.(event);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? hint}
    />
  );
}
