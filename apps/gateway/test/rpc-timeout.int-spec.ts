import net from 'node:net';
import { ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { envSchema } from '../src/config';
import { toPlainError } from '../src/http/errors';
import { ServiceClients } from '../src/rpc/service-clients';

/** A service that accepts the connection and never answers, as a stuck process would. */
function silentService(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

describe('a service that does not answer', () => {
  it('gets a 504 with a plain message once the pattern’s timeout passes, never a hang', async () => {
    const stuck = await silentService();
    const clients = new ServiceClients(
      envSchema.parse({
        PUBLIC_ORIGIN: 'http://localhost:3000',
        REDIS_URL: 'redis://127.0.0.1:6379',
        CONTENT_SVC_ADDR: `127.0.0.1:${stuck.port}`,
        INTERNAL_RPC_SECRET: 'a-test-secret-that-is-long-enough-for-any-check',
      }),
    );
    try {
      const error = await clients.call('conditions.list', {}).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(ErrorCode.Timeout);
      expect(toPlainError(error)).toEqual({ status: 504, message: errorMessage.timeout });
    } finally {
      await clients.onModuleDestroy();
      await stuck.close();
    }
  }, 30000);
});
