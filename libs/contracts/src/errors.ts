/**
 * Stable error codes shared by every service and the gateway.
 * The gateway maps a code to its HTTP status; the message is the plain-text body the
 * web app shows as `status: body` (spec §8). Renaming a code is a breaking change.
 */
export const ErrorCode = {
  AuthRequired: 'AUTH_REQUIRED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  EmailTaken: 'EMAIL_TAKEN',
  RateLimited: 'RATE_LIMITED',
  PremiumRequired: 'PREMIUM_REQUIRED',
  ContentNotFound: 'CONTENT_NOT_FOUND',
  ConditionNotFound: 'CONDITION_NOT_FOUND',
  NotFound: 'NOT_FOUND',
  ValidationFailed: 'VALIDATION_FAILED',
  MalformedJson: 'MALFORMED_JSON',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  ForbiddenOrigin: 'FORBIDDEN_ORIGIN',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<ErrorCode, number> = {
  AUTH_REQUIRED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  RATE_LIMITED: 429,
  PREMIUM_REQUIRED: 403,
  CONTENT_NOT_FOUND: 404,
  CONDITION_NOT_FOUND: 404,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FORBIDDEN_ORIGIN: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Messages a person can act on. Spec texts are kept verbatim where the spec gives one. */
export const errorMessage = {
  authRequired: 'Authentication required',
  invalidCredentials: 'Email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  signInRateLimited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  premiumRequired: 'Premium membership required',
  contentNotFound: 'Content not found',
  conditionNotFound: 'Condition not found',
  payloadTooLarge: (limitBytes: number) =>
    `Request body is too large: the limit is ${Math.round(limitBytes / 1024)} KB.`,
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  forbiddenOrigin: 'Request refused: it did not come from this site.',
  serviceUnavailable: 'The service is busy or restarting. Please try again in a moment.',
  internal: (correlationId: string) =>
    `Something went wrong on our side. Please try again later. (reference ${correlationId})`,
} as const;

/** The shape a service puts inside an RpcException and the gateway reads back. */
export interface RpcErrorBody {
  code: ErrorCode;
  message: string;
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
