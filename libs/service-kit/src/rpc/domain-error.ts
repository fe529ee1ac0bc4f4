import { type ErrorCode, isRpcErrorBody, type RpcErrorBody } from '@kiin/contracts';

/** An expected failure with a stable code; the gateway maps the code to an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }

  toBody(): RpcErrorBody {
    return { code: this.code, message: this.message };
  }

  static fromBody(body: unknown): DomainError | undefined {
    return isRpcErrorBody(body) ? new DomainError(body.code, body.message) : undefined;
  }
}
