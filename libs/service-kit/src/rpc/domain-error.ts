import { type ErrorCode, isRpcErrorBody, type RpcErrorBody } from '@kiin/contracts';

/** An expected failure with a stable code; the gateway maps the code to an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** For a rate limit: seconds until a retry may succeed (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  toBody(): RpcErrorBody {
    return this.retryAfterSeconds === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, retryAfterSeconds: this.retryAfterSeconds };
  }

  static fromBody(body: unknown): DomainError | undefined {
    if (!isRpcErrorBody(body)) return undefined;
    const retry = typeof body.retryAfterSeconds === 'number' && body.retryAfterSeconds > 0 ? body.retryAfterSeconds : undefined;
    return new DomainError(body.code, body.message, retry);
  }
}
