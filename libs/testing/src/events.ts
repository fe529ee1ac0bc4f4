import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { Envelope, EventMap, EventType } from '@kiin/contracts';

/** An event envelope as a producer's outbox relay would publish it. */
export function makeEnvelope<T extends EventType>(type: T, key: string, payload: EventMap[T]): Envelope<EventMap[T]> {
  return {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    producer: 'test',
    correlationId: randomUUID(),
    causationId: null,
    key,
    payload,
  };
}

/** A TCP port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
