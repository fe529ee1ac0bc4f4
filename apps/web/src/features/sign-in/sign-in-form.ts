import { ConfirmEmailBodySchema, EmailBodySchema, ResetPasswordBodySchema, SignInBodySchema, SignUpBodySchema } from '@kiin/contracts';
import { z } from 'zod';
import { emailField, filled } from '../../forms/validation';

export const minPasswordLength = 10;

export const signInMessages = {
  password: 'Please enter your password.',
  newPassword: `Please choose a password of at least ${minPasswordLength} characters.`,
  /** The confirmation page asks for the password already chosen at sign-up. */
  chosenPassword: `Please enter a password of at least ${minPasswordLength} characters.`,
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
} as const;

/** A password being chosen: too short is said in `message`; the contract's other limits keep its words. */
const newPasswordField = (message: string) => z.string().min(minPasswordLength, message).pipe(SignUpBodySchema.shape.password);

export const SignInFormSchema = SignInBodySchema.extend({
  email: emailField,
  password: filled(signInMessages.password).pipe(SignInBodySchema.shape.password),
});

/** Names first, as the form asks for them; the password is sent as typed, never trimmed. */
export const SignUpFormSchema = SignUpBodySchema.extend({
  firstName: filled(signInMessages.firstName).pipe(SignUpBodySchema.shape.firstName),
  lastName: filled(signInMessages.lastName).pipe(SignUpBodySchema.shape.lastName),
  email: emailField,
  password: newPasswordField(signInMessages.newPassword),
});

export const ForgotPasswordFormSchema = EmailBodySchema.extend({ email: emailField });

/** The reset and confirmation pages' password; the token comes from the link, not the form. */
export const ResetPasswordFormSchema = ResetPasswordBodySchema.pick({ password: true }).extend({
  password: newPasswordField(signInMessages.newPassword),
});
export const ConfirmEmailFormSchema = ConfirmEmailBodySchema.pick({ password: true }).extend({
  password: newPasswordField(signInMessages.chosenPassword),
});
