import { z } from 'zod';

/** Field builders for request bodies: every message names the field a person must fix. */

/* eslint-disable no-control-regex */
/** Control characters (C0, DEL, C1): never part of what a person types on one line. */
const controlChars = /[\u0000-\u001f\u007f-\u009f]/u;
/** The same, except tab, line feed and carriage return, which a text of several lines holds. */
const controlCharsButLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/* eslint-enable no-control-regex */
/** White space and characters that show nothing (zero-width spaces and joiners, soft hyphen, BOM, ...). */
const invisible = '\\s\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u206f\\u3164\\ufe00-\\ufe0f\\ufeff\\uffa0';
// Combining invisible marks (a grapheme joiner, variation selectors) are listed on purpose.
// eslint-disable-next-line no-misleading-character-class
const onlyInvisible = new RegExp(`^[${invisible}]*$`, 'u');
// eslint-disable-next-line no-misleading-character-class
const edgeInvisible = new RegExp(`^[${invisible}]+|[${invisible}]+$`, 'gu');

/** True when `value` holds nothing a person could see. */
export const isBlank = (value: string): boolean => onlyInvisible.test(value);
/** `value` without white space or invisible characters at either end. */
export const trimInvisible = (value: string): string => value.replace(edgeInvisible, '');

const textOf = (field: string, lines: boolean, blankIsEmpty = true) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .refine((value) => !(lines ? controlCharsButLines : controlChars).test(value), {
      error: lines
        ? `${field} must not contain control characters (only tabs and line breaks are allowed)`
        : `${field} must not contain control characters (tabs and line breaks included)`,
      abort: true,
    })
    // Text made only of invisible characters counts as empty.
    .overwrite((value) => (blankIsEmpty && isBlank(value) ? '' : value));

/**
 * One line of text: "x is required" when absent, "x must be text" with another type, and no
 * control characters. Blank (only spaces or invisible characters) reads as empty.
 */
export const text = (field: string) => textOf(field, false);

/**
 * Text of several lines (a message, a post): like `text`, but tabs and line breaks are
 * allowed; trimmed of white space and invisible characters at both ends.
 */
export const multilineText = (field: string) => textOf(field, true).overwrite(trimInvisible);

export const email = text('email')
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ error: 'email must be a valid email address' }));

/** A name: one line, trimmed of white space and invisible characters, 1 to 100 characters. */
export const personName = (field: string) =>
  text(field)
    .overwrite(trimInvisible)
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);

/** How a password being chosen is marked (zod metadata), for the server's strength check. */
const newPasswordMark = 'kiinNewPassword';

/**
 * A password being chosen (sign-up, reset): 10 to 200 characters, no control characters. The
 * gateway also refuses a guessable one (common, repeated, a sequence, the person's own email
 * or name) with a message saying why; that check runs on the server only.
 */
export const newPassword = (field: string) =>
  // Kept as typed: a password of only spaces is refused with its own reason.
  textOf(field, false, false)
    .min(10, `${field} must be at least 10 characters`)
    .max(200, `${field} must be at most 200 characters`)
    .meta({ [newPasswordMark]: true });

/** Is this field schema a `newPassword`? */
export const isNewPasswordField = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && z.globalRegistry.get(schema as z.ZodType)?.[newPasswordMark] === true;

/** Path parameter: an id that must be a UUID. */
export const UuidParamSchema = z.uuid();
