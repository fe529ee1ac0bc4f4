import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import {
  type Actor,
  ErrorCode,
  errorMessage,
  type RpcPattern,
  type RpcReq,
  type RpcRes,
  type ServiceName,
  serviceLabel,
  serviceOfPattern,
  serviceRegistry,
  timeoutOfPattern,
} from '@kiin/contracts';
import { DomainError, logger, requestContext, signedEnvelope } from '@kiin/service-kit';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { GATEWAY_ENV, type GatewayEnv } from '../config';

/**
 * Waits before asking again when a service refused the connection: the call never reached it,
 * so asking again is safe for any call. A service that is restarting (its supervisor waits 1 s,
 * a rolling update swaps a pod) listens again within a few seconds; one that stays down is
 * reported after about 4 s.
 */
export const refusedRetryDelaysMs = [250, 500, 1000, 2000] as const;

const refused = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ECONNREFUSED';

export async function sendThroughRestart<T>(send: () => Promise<T>, delays: readonly number[] = refusedRetryDelaysMs): Promise<T> {
  for (const delay of delays) {
    try {
      return await send();
    } catch (error) {
      if (!refused(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return send();
}

/**
 * Typed request/response calls to the services over TCP, carrying the caller and request id.
 * Each pattern goes to the service the contract map names, and waits as long as it allows.
 */
@Injectable()
export class ServiceClients implements OnModuleDestroy {
  private readonly clients = new Map<ServiceName, ClientProxy>();
  private readonly secret: string;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.secret = env.INTERNAL_RPC_SECRET;
    for (const { name } of serviceRegistry) {
      const [host, port] = env.serviceAddresses[name].split(':');
      this.clients.set(name, ClientProxyFactory.create({ transport: Transport.TCP, options: { host, port: Number(port) } }));
    }
  }

  async call<P extends RpcPattern>(pattern: P, data: RpcReq<P>, actor: Actor | null = null): Promise<RpcRes<P>> {
    const requestId = requestContext.get()?.requestId ?? 'internal';
    const service = serviceOfPattern(pattern);
    const client = this.clients.get(service)!;
    try {
      // Services act only on an actor the gateway signed (see libs/service-kit rpc/signed-actor.ts).
      const envelope = signedEnvelope(this.secret, requestId, actor, data);
      const send = () => firstValueFrom(client.send<RpcRes<P>>(pattern, envelope).pipe(timeout(timeoutOfPattern(pattern))));
      return await sendThroughRestart(send);
    } catch (error) {
      const domain = DomainError.fromBody(error);
      if (domain?.code === ErrorCode.CallerUnverified) {
        // The gateway and the service hold different secrets: a deployment fault, not the caller's.
        logger().error({ pattern, service }, 'service refused the gateway signature');
        throw new DomainError(ErrorCode.ServiceUnavailable, errorMessage.serviceUnavailable);
      }
      if (domain) throw domain;
      if (error instanceof TimeoutError) {
        logger().warn({ pattern, service }, 'service call timed out');
        throw new DomainError(ErrorCode.Timeout, errorMessage.timeout);
      }
      // Not answering at all (refused, reset): the service is down; say what people lose.
      logger().error({ err: error, pattern, service }, 'service call failed');
      throw new DomainError(ErrorCode.ServiceUnavailable, errorMessage.serviceDown(serviceLabel(service)));
    }
  }

  async onModuleDestroy() {
    await Promise.all([...this.clients.values()].map(async (c) => c.close() as unknown));
  }
}

