import type { ErrorDef } from '../shared/errors';

export const identityErrors = {
  InvalidCredentials: { code: 'INVALID_CREDENTIALS', status: 401 },
  EmailTaken: { code: 'EMAIL_TAKEN', status: 409 },
  EmailNotConfirmed: { code: 'EMAIL_NOT_CONFIRMED', status: 403 },
  LinkInvalid: { code: 'LINK_INVALID', status: 400 },
} as const satisfies Record<string, ErrorDef>;

export const identityMessages = {
  invalidCredentials: 'Email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  signInRateLimited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  signUpAccepted: 'Check your email to finish creating your account. The link works for 24 hours.',
  emailNotConfirmed: 'Check your email to finish creating your account: open the link we sent you. No mail? We can send it again.',
  resetAccepted: 'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.',
  confirmLinkInvalid: 'This link has expired or was already used. Sign in, or create your account again to get a new link.',
  resetLinkInvalid: 'This link to choose a new password has expired or was already used. Ask for a new one.',
} as const;
