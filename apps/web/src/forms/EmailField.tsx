import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** An email address field as every form here asks for it: required, with the email keyboard on phones. */
export function EmailField<Values extends FieldValues, Output>(props: FormTextFieldProps<Values, Output>) {
  return <FormTextField label="Email" type="email" required autoComplete="email" inputMode="email" fullWidth {...props} />;
}
