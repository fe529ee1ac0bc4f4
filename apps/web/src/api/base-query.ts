import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';

/**
 * An API failure as the screens see it (spec §8): `message` is `<status>: <body text>`,
 * or `<status>: <status text>` when the body is empty. `body` keeps the server's own
 * words for screens that show them alone (sign-in, waitlist).
 */
export interface ApiError {
  /** HTTP status, or 0 when no response arrived (offline, DNS, aborted). */
  status: number;
  body: string;
  message: string;
}

export const networkErrorMessage =
  'We could not reach Kiin. Check your connection and try again.';

export function formatApiError(status: number, body: string, statusText: string): ApiError {
  return { status, body, message: `${status}: ${body || statusText}` };
}

/**
 * Same origin, always: the app never learns a host name at build time. The endpoints' paths
 * start with `/api`, as the gateway's OpenAPI document writes them.
 */
export function apiBaseUrl(location: Pick<Location, 'origin'> | undefined): string {
  return location ? location.origin : '';
}

/** What an endpoint can ask of the base query beyond its request (set with `enhanceEndpoints`). */
export interface ApiExtraOptions {
  /** A 401 is an answer (nobody is signed in), given as `null` data rather than a failure. */
  unauthorizedIsNull?: boolean;
  /** Ask for JSON error bodies (`accept: application/json`), for endpoints that answer with either. */
  jsonErrors?: boolean;
}

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

function askForJson(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, headers: { ...(request.headers as Record<string, string> | undefined), accept: 'application/json' } };
}

/**
 * fetchBaseQuery with the product's rules: cookies always sent, JSON only when there is a
 * payload (fetchBaseQuery sets the JSON content type for plain objects), plain-text error
 * bodies read as text, and every failure reduced to one `ApiError`.
 */
export function createApiBaseQuery(baseUrl: string): BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    responseHandler: 'content-type',
  });
  return async (args, api, extraOptions: ApiExtraOptions = {}) => {
    const result = await raw(extraOptions.jsonErrors ? askForJson(args) : args, api, {});
    if (!result.error) return { data: result.data, meta: result.meta };
    const { error } = result;
    if (error.status === 401 && extraOptions.unauthorizedIsNull) return { data: null, meta: result.meta };
    if (typeof error.status === 'number') {
      const statusText = result.meta?.response?.statusText ?? '';
      return { error: formatApiError(error.status, bodyText(error.data), statusText) };
    }
    if (error.status === 'PARSING_ERROR') {
      return { error: formatApiError(error.originalStatus, bodyText(error.data), '') };
    }
    return { error: { status: 0, body: '', message: networkErrorMessage } };
  };
}

/** RTK Query hands back either our ApiError or, when code throws, a SerializedError. */
export function toApiError(
  error: ApiError | { message?: string } | undefined,
): ApiError | undefined {
  if (!error) return undefined;
  if ('status' in error && typeof error.status === 'number' && 'body' in error) return error;
  return { status: 0, body: '', message: error.message ?? 'Something went wrong. Please try again.' };
}
