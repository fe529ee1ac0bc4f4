import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** What a new password must reach on zxcvbn's 0-4 scale (3: safely unguessable online). */
export const minimumPasswordScore = 3;

let factory: ZxcvbnFactory | undefined;
/** Built on first use (it loads the common-password lists, about 0.2 s). */
const estimator = (): ZxcvbnFactory =>
  (factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs }));

const advice = 'choose a phrase of a few unrelated words';

/** Why zxcvbn found it guessable, in words (its warning keys, without its translations). */
function reasonOf(result: ZxcvbnResult, field: string): string {
  switch (result.feedback.warning) {
    case 'userInputs':
      return `${field} must not contain your email address or name`;
    case 'topTen':
    case 'topHundred':
    case 'common':
    case 'similarToCommon':
      return `${field} is too common: ${advice}`;
    case 'simpleRepeat':
    case 'extendedRepeat':
      return `${field} repeats a character or pattern (like aaa or abcabc): ${advice}`;
    case 'sequences':
      return `${field} is a simple sequence (like 1234 or abcd): ${advice}`;
    case 'straightRow':
    case 'keyPattern':
      return `${field} is a keyboard pattern (like qwerty): ${advice}`;
    case 'dates':
    case 'recentYears':
      return `${field} is a date or year, which is easy to guess: ${advice}`;
    case 'namesByThemselves':
    case 'surnamesByThemselves':
    case 'commonNames':
      return `${field} is a common name: ${advice}`;
    case 'wordByItself':
      return `${field} is a single common word: ${advice}`;
    default:
      return `${field} is too easy to guess: ${advice}`;
  }
}

export interface PasswordContext {
  /** The field name used in the message (`password`, `newPassword`). */
  field?: string;
  /** The account's email address, when known. */
  email?: string;
  /** The person's names, when known. */
  names?: readonly string[];
}

/**
 * Why a new password would be easy to guess, or `null` when it is fine. Checked on the server
 * wherever a password is set (sign-up, reset): common passwords and their variants, repeats,
 * sequences, keyboard rows, dates, and anything built from the person's email or name.
 */
export function passwordProblem(password: string, { field = 'password', email, names = [] }: PasswordContext = {}): string | null {
  if (password.trim() === '') return `${field} must not be only spaces`;
  const lowered = password.toLowerCase();
  const address = email?.trim().toLowerCase();
  if (address && lowered.includes(address)) return `${field} must not contain your email address`;
  const inputs = [address, address?.split('@')[0], ...names].filter((v): v is string => typeof v === 'string' && v.trim().length > 0);
  const result = estimator().check(password, inputs);
  return result.score >= minimumPasswordScore ? null : reasonOf(result, field);
}
