import { type Params, str } from './objects';

/** An answer other than 200, with the `error` body Stripe sends for it (the SDK turns it into its own error class). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(str(body.message));
  }
}

/** A declined or invalid card (402), as Stripe reports it. */
export function cardError(code: string, message: string, extra: Params = {}): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, ...extra });
}

/** What Stripe answers to a path or method it has no route for. */
export function unrecognizedRequest(method: string, path: string): StripeApiError {
  return new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
}
