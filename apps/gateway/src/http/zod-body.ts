import { type ArgumentMetadata, Body, Param, type PipeTransform, Query } from '@nestjs/common';
import { ErrorCode, isNewPasswordField } from '@kiin/contracts';
import { DomainError, passwordProblem } from '@kiin/service-kit';
import type { ZodType, z } from 'zod';
import { BODY_SCHEMA_METADATA, PARAM_SCHEMAS_METADATA, QUERY_SCHEMA_METADATA } from '../openapi/endpoint';

/** The first problem, phrased so a person can act on it and naming the field. */
export function describeIssue(error: z.ZodError, fallbackField?: string): string {
  const issue = error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : fallbackField;
  if (!field) return issue.message;
  return issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`;
}

// eslint-disable-next-line no-control-regex
const storedControlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/**
 * The path of the first text anywhere in `value` holding a control character other than tab
 * and line breaks (a NUL would otherwise reach PostgreSQL, which refuses it). A backstop
 * under the field builders of contracts, which are stricter per field.
 */
export function controlCharacterPath(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return storedControlChars.test(value) ? path.join('.') : null;
  if (depth > 20 || typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = controlCharacterPath(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

class ZodPipe implements PipeTransform {
  constructor(
    private readonly schema: ZodType,
    private readonly what: 'body' | 'param' | 'query',
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata) {
    if (this.what === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Request body must be a JSON object.');
    }
    const result = this.schema.safeParse(value);
    if (!result.success) throw new DomainError(ErrorCode.ValidationFailed, describeIssue(result.error, metadata.data));
    // What a schema kept as plain z.string() still never carries a NUL or the like.
    const controlAt = controlCharacterPath(result.data);
    if (controlAt !== null) {
      throw new DomainError(ErrorCode.ValidationFailed, `${controlAt || metadata.data || 'body'} must not contain control characters`);
    }
    const weak = weakPassword(this.schema, result.data);
    if (weak !== null) throw new DomainError(ErrorCode.ValidationFailed, weak);
    return result.data;
  }
}

/**
 * A password being chosen (a `newPassword` field of the body) that is easy to guess, judged
 * with the rest of the body: an email and names in it count as guessable. Why, or `null`.
 */
export function weakPassword(schema: ZodType, data: unknown): string | null {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (!shape || typeof data !== 'object' || data === null) return null;
  const body = data as Record<string, unknown>;
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : undefined);
  for (const [field, fieldSchema] of Object.entries(shape)) {
    const password = text(field);
    if (password === undefined || !isNewPasswordField(fieldSchema)) continue;
    const names = ['firstName', 'lastName', 'name'].map(text).filter((n): n is string => n !== undefined);
    const problem = passwordProblem(password, { field, email: text('email'), names });
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * The JSON body, validated against a contract schema (400 naming the field otherwise). The
 * schema is also recorded on the handler, where the OpenAPI document reads it.
 */
export const ValidBody =
  (schema: ZodType): ParameterDecorator =>
  (target, key, index) => {
    if (key !== undefined) Reflect.defineMetadata(BODY_SCHEMA_METADATA, schema, target, key);
    Body(new ZodPipe(schema, 'body'))(target, key, index);
  };
/** A path parameter, validated (400 naming the parameter otherwise); recorded for the document too. */
export const ValidParam =
  (name: string, schema: ZodType): ParameterDecorator =>
  (target, key, index) => {
    if (key !== undefined) {
      const params = (Reflect.getMetadata(PARAM_SCHEMAS_METADATA, target, key) as Record<string, ZodType> | undefined) ?? {};
      Reflect.defineMetadata(PARAM_SCHEMAS_METADATA, { ...params, [name]: schema }, target, key);
    }
    Param(name, new ZodPipe(schema, 'param'))(target, key, index);
  };

/**
 * The query string, validated against a contract schema (400 naming the parameter otherwise);
 * the schema is recorded for the document too, which lists each of its fields.
 */
export const ValidQuery =
  (schema: ZodType): ParameterDecorator =>
  (target, key, index) => {
    if (key !== undefined) Reflect.defineMetadata(QUERY_SCHEMA_METADATA, schema, target, key);
    Query(new ZodPipe(schema, 'query'))(target, key, index);
  };
