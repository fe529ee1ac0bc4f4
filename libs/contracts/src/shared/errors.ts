/** One error: a stable string code and the HTTP status the gateway answers with. */
export interface ErrorDef {
  code: string;
  status: number;
}

/** Errors every domain may raise. Domain folders add their own beside their patterns. */
export const sharedErrors = {
  AuthRequired: { code: 'AUTH_REQUIRED', status: 401 },
  RateLimited: { code: 'RATE_LIMITED', status: 429 },
  PremiumRequired: { code: 'PREMIUM_REQUIRED', status: 403 },
  Forbidden: { code: 'FORBIDDEN', status: 403 },
  NotFound: { code: 'NOT_FOUND', status: 404 },
  Conflict: { code: 'CONFLICT', status: 409 },
  ValidationFailed: { code: 'VALIDATION_FAILED', status: 400 },
  MalformedJson: { code: 'MALFORMED_JSON', status: 400 },
  PayloadTooLarge: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  UnsupportedMediaType: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  ForbiddenOrigin: { code: 'FORBIDDEN_ORIGIN', status: 403 },
  ServiceUnavailable: { code: 'SERVICE_UNAVAILABLE', status: 503 },
  Timeout: { code: 'TIMEOUT', status: 504 },
  Internal: { code: 'INTERNAL', status: 500 },
  /** A service refused a call that did not carry a valid gateway signature. */
  CallerUnverified: { code: 'CALLER_UNVERIFIED', status: 500 },
} as const satisfies Record<string, ErrorDef>;

export const sharedMessages = {
  authRequired: 'Authentication required',
  premiumRequired: 'Premium membership required',
  noAccess: 'You do not have access to this.',
  payloadTooLarge: (limitBytes: number) =>
    `Request body is too large: the limit is ${Math.round(limitBytes / 1024)} KB.`,
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  forbiddenOrigin: 'Request refused: it did not come from this site.',
  serviceUnavailable: 'The service is busy or restarting. Please try again in a moment.',
  serviceDown: (what: string) => `${what} is unavailable right now. Please try again in a few minutes.`,
  timeout: 'The service took too long to answer. Please try again.',
  callerUnverified: (problem: string) => `Call refused: the caller is not verified (${problem}).`,
  internal: (correlationId: string) =>
    `Something went wrong on our side. Please try again later. (reference ${correlationId})`,
} as const;
