import type { LocalStore } from './store';

/** The one test clock: renewals happen when it is moved past a period's end. */
export const TEST_CLOCK_ID = 'clock_local';

/**
 * The local provider's time: real time plus however far the test clock was moved forward.
 * The offset is stored, so a restart keeps the time it had reached.
 */
export class LocalClock {
  constructor(private readonly store: LocalStore) {}

  /** The test clock's time, in unix seconds. */
  async now(): Promise<number> {
    const clock = await this.store.find<{ offset: number }>(TEST_CLOCK_ID);
    return Math.floor(Date.now() / 1000) + (clock?.offset ?? 0);
  }

  /** Sets the clock to `frozenTime` (unix seconds). */
  async moveTo(frozenTime: number): Promise<void> {
    const offset = frozenTime - Math.floor(Date.now() / 1000);
    await this.store.put({ id: TEST_CLOCK_ID, object: 'test_helpers.test_clock', offset });
  }
}
