import { type ArgumentMetadata, Body, Param, type PipeTransform } from '@nestjs/common';
import { ErrorCode } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { ZodType, z } from 'zod';

/** The first problem, phrased so a person can act on it and naming the field. */
export function describeIssue(error: z.ZodError, fallbackField?: string): string {
  const issue = error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : fallbackField;
  if (!field) return issue.message;
  return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
}

class ZodPipe implements PipeTransform {
  constructor(
    private readonly schema: ZodType,
    private readonly what: 'body' | 'param',
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata) {
    if (this.what === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Request body must be a JSON object.');
    }
    const result = this.schema.safeParse(value);
    if (!result.success) throw new DomainError(ErrorCode.ValidationFailed, describeIssue(result.error, metadata.data));
    return result.data;
  }
}

/** The JSON body, validated against a contract schema (400 naming the field otherwise). */
export const ValidBody = (schema: ZodType) => Body(new ZodPipe(schema, 'body'));
/** A path parameter, validated (400 naming the parameter otherwise). */
export const ValidParam = (name: string, schema: ZodType) => Param(name, new ZodPipe(schema, 'param'));
