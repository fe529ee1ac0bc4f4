import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { idempotencyKeys } from './idempotency';
import { TEST_CLOCK_ID } from './local/clock';
import { PAYMENT_PROVIDER, type PaymentProvider } from './provider';
import { callProvider } from './provider-call';
import { iso } from './stripe-values';

/** The local test mode's clock, which staff move forward to see renewals happen. */
@Injectable()
export class TestClockService {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider) {}

  /** The local test mode only: moves the test clock forward by whole days, renewing (or failing) subscriptions. */
  async advanceTestClock(days: number): Promise<{ frozenTime: string }> {
    const local = this.provider.local;
    if (this.provider.mode !== 'test' || !local) throw new DomainError(ErrorCode.TestModeOnly, errorMessage.testModeOnly);
    const frozenTime = (await local.now()) + days * 86_400;
    await callProvider(() =>
      this.provider.stripe.testHelpers.testClocks.advance(
        TEST_CLOCK_ID,
        { frozen_time: frozenTime },
        { idempotencyKey: idempotencyKeys.advanceTestClock(TEST_CLOCK_ID, frozenTime) },
      ),
    );
    await local.settled();
    return { frozenTime: iso(frozenTime)! };
  }
}
