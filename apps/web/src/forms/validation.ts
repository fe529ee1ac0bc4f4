/** Client-side checks that give a reader a fast, friendly message; the server checks again. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const messages = {
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
} as const;

export function emailError(value: string): string | undefined {
  if (!value.trim()) return messages.emailMissing;
  if (!isValidEmail(value)) return messages.emailInvalid;
  return undefined;
}

export function hasErrors<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).some(Boolean);
}
