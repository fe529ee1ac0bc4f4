import { createRequire } from 'node:module';
import { stopIdleRequestQueueLoop } from './request-queue-fix';

interface Queue {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  push(request: { entry: { correlationId: number; apiKey: number; apiName: string; apiVersion: number }; expectResponse: boolean; sendRequest: () => void }): void;
  checkPendingRequests(): void;
  destroy(): void;
}
const RequestQueue = createRequire(require.resolve('kafkajs'))('./src/network/requestQueue/index.js') as new (options: object) => Queue;
const logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const aQueue = () =>
  new RequestQueue({ maxInFlightRequests: 1, requestTimeout: 30_000, enforceRequestTimeout: false, clientId: 'test', broker: 'localhost:9092', logger });
const aRequest = (correlationId: number, sendRequest: () => void) => ({
  entry: { correlationId, apiKey: 1, apiName: 'Fetch', apiVersion: 11 },
  expectResponse: true,
  sendRequest,
});

describe("a Kafka connection's queue of requests", () => {
  beforeAll(() => stopIdleRequestQueueLoop());

  it('sets no timer while no request waits (kafkajs 2.2.4 re-checked an empty queue every millisecond)', () => {
    const queue = aQueue();
    queue.checkPendingRequests();
    expect(queue.throttleCheckTimeoutId).toBeNull();
  });

  it('still sends a request that waited for the broker to lift a throttle, once it is lifted', async () => {
    const queue = aQueue();
    queue.throttledUntil = Date.now() + 50;
    const sent: number[] = [];
    queue.push(aRequest(1, () => sent.push(1)));
    expect([sent, queue.pending.length]).toEqual([[], 1]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect([sent, queue.pending.length]).toEqual([[1], 0]);
    queue.destroy();
  });

  it('sends a request at once when nothing holds it back', () => {
    const queue = aQueue();
    const sent: number[] = [];
    queue.push(aRequest(2, () => sent.push(2)));
    expect(sent).toEqual([2]);
  });
});
