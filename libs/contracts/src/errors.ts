import { coachErrors } from './coach/errors';
import { communityErrors } from './community/errors';
import { billingErrors, billingMessages } from './billing/errors';
import { contentErrors, contentMessages } from './content/errors';
import { identityErrors, identityMessages } from './identity/errors';
import { sharedErrors, sharedMessages } from './shared/errors';

export type { ErrorDef } from './shared/errors';

/**
 * Stable error codes shared by every service and the gateway, merged from the domain
 * folders. The gateway maps a code to its HTTP status; the message is the plain-text body the
 * web app shows as `status: body` (spec §8). Renaming a code is a breaking change.
 */
const errorDefs = { ...sharedErrors, ...identityErrors, ...contentErrors, ...communityErrors, ...billingErrors, ...coachErrors } as const;
type ErrorDefs = typeof errorDefs;

export const ErrorCode = Object.fromEntries(Object.entries(errorDefs).map(([name, def]) => [name, def.code])) as {
  [K in keyof ErrorDefs]: ErrorDefs[K]['code'];
};
export type ErrorCode = ErrorDefs[keyof ErrorDefs]['code'];

export const errorStatus = Object.fromEntries(Object.values(errorDefs).map((def) => [def.code, def.status])) as Record<
  ErrorCode,
  number
>;

/** Messages a person can act on. Spec texts are kept verbatim where the spec gives one. */
export const errorMessage = { ...sharedMessages, ...identityMessages, ...contentMessages, ...billingMessages } as const;

/** The shape a service puts inside an RpcException and the gateway reads back. */
export interface RpcErrorBody {
  code: ErrorCode;
  message: string;
  /** For a rate limit: when to try again, in seconds (the gateway's `Retry-After`). */
  retryAfterSeconds?: number;
}

export function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RpcErrorBody).code === 'string' &&
    (value as RpcErrorBody).code in errorStatus &&
    typeof (value as RpcErrorBody).message === 'string'
  );
}
