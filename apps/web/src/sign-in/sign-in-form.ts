import type { SignInBody, SignUpBody } from '@kiin/contracts';
import { emailError, type FieldErrors } from '../forms/validation';

export const minPasswordLength = 10;

export const signInMessages = {
  password: 'Please enter your password.',
  newPassword: `Please choose a password of at least ${minPasswordLength} characters.`,
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
} as const;

export interface SignInDraft {
  email: string;
  password: string;
}
export type SignInField = keyof SignInDraft;

export interface SignUpDraft extends SignInDraft {
  firstName: string;
  lastName: string;
}
export type SignUpField = keyof SignUpDraft;

export function validateSignIn(draft: SignInDraft): FieldErrors<SignInField> {
  return {
    email: emailError(draft.email),
    password: draft.password ? undefined : signInMessages.password,
  };
}

export function validateSignUp(draft: SignUpDraft): FieldErrors<SignUpField> {
  return {
    firstName: draft.firstName.trim() ? undefined : signInMessages.firstName,
    lastName: draft.lastName.trim() ? undefined : signInMessages.lastName,
    email: emailError(draft.email),
    password: draft.password.length >= minPasswordLength ? undefined : signInMessages.newPassword,
  };
}

export function toSignInBody(draft: SignInDraft): SignInBody {
  return { email: draft.email.trim(), password: draft.password };
}

export function toSignUpBody(draft: SignUpDraft): SignUpBody {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    email: draft.email.trim(),
    password: draft.password,
  };
}
