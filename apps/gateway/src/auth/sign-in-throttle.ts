import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { RateLimiter } from './rate-limiter';

const WINDOW_SECONDS = 15 * 60;
/** How long an address an account signed in from counts as the owner's. */
const KNOWN_ADDRESS_DAYS = 60;

/**
 * How many times anyone may try a password. Limits, each counted before the password is
 * checked (parallel guesses cannot slip through): attempts per client address; failures per
 * account from one address, so a stranger's guesses from elsewhere never lock the owner out;
 * and a slower allowance of failures per account from addresses that have never signed in to
 * it, which a guesser spreading over many addresses runs out of while the owner, from an
 * address they used before, does not. Only a wrong password counts as a failure.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /** Runs `check` (the password check) within the limits; refused with 429 when one is spent. */
  async attempt<T>(email: string, clientIp: string, check: () => Promise<T>): Promise<T> {
    const account = email.toLowerCase();
    const pair = `${account}\n${clientIp}`;
    const refused = () => new DomainError(ErrorCode.RateLimited, errorMessage.signInRateLimited);
    if (!(await this.limiter.consume('signin:ip', clientIp, this.env.SIGNIN_MAX_ATTEMPTS_PER_CLIENT, WINDOW_SECONDS))) throw refused();
    if (!(await this.limiter.consume('signin:pair', pair, this.env.SIGNIN_MAX_FAILURES_PER_ACCOUNT, WINDOW_SECONDS))) throw refused();
    const known = await this.limiter.remembers('signin:known', account, clientIp);
    if (!known && !(await this.limiter.consume('signin:account', account, this.env.SIGNIN_MAX_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES, 3600))) {
      await this.limiter.refund('signin:pair', pair);
      throw refused();
    }
    let result: T;
    try {
      result = await check();
    } catch (error) {
      // Anything but a wrong password (a service down, an unconfirmed address) is not a failure.
      if (!(error instanceof DomainError && error.code === ErrorCode.InvalidCredentials)) {
        await this.limiter.refund('signin:pair', pair);
        if (!known) await this.limiter.refund('signin:account', account);
      }
      throw error;
    }
    await this.limiter.reset('signin:pair', pair);
    if (!known) await this.limiter.refund('signin:account', account);
    await this.limiter.remember('signin:known', account, clientIp, KNOWN_ADDRESS_DAYS * 24 * 3600);
    return result;
  }
}
