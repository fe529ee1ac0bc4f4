import { setTimeout as sleep } from 'node:timers/promises';

/** Polls until the check returns a truthy value, and gives it; fails with the last value seen. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  { timeoutMs = 30000, intervalMs = 50, what = 'condition' }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last;
    await sleep(intervalMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
}
