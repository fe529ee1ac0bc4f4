import { EmailBodySchema, isBlank } from '@kiin/contracts';
import { z } from 'zod';

/**
 * Field rules for the forms' schemas. The contracts' messages name the field for API callers
 * ("email must be a valid email address"); a reader gets the sentences the product spec gives,
 * so a form words the cases it checks in its own voice and keeps the contract's words for the
 * rest (which the server would answer anyway).
 */
export const messages = {
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
} as const;

/** A value that must hold something visible, said in `message` when it does not. */
export const filled = (message: string) => z.string().refine((value) => !isBlank(value), { message, abort: true });

/**
 * One form field checked by a contract rule, however deep the rule reports its problems: the
 * first is said on this field, in `message` when the form words it differently.
 */
export const checkedBy = <Output>(rule: z.ZodType<Output, string>, message?: string) =>
  z.string().transform((value, ctx): Output => {
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: message ?? parsed.error.issues[0]?.message, input: value });
    return z.NEVER;
  });

/** The contract's email rule, asking first for an address and then for a valid one. */
export const emailField = filled(messages.emailMissing).pipe(checkedBy(EmailBodySchema.shape.email, messages.emailInvalid));
