import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** An email address field as every form here asks for it: required, with the email keyboard on phones. */
export function EmailField(props: TextFieldProps) {
  return <TextField label="Email" type="email" required autoComplete="email" inputMode="email" fullWidth {...props} />;
}
