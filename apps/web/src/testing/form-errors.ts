import type { z } from 'zod';

/** Each field's first message, as the form shows it. */
export function errorsOf(schema: z.ZodType, draft: object): Record<string, string> {
  const result = schema.safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
