import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import {
  type Actor,
  ErrorCode,
  errorMessage,
  type RpcPattern,
  type RpcReq,
  type RpcRes,
  ServiceName,
} from '@kiin/contracts';
import { DomainError, logger, requestContext } from '@kiin/service-kit';
import { firstValueFrom, timeout } from 'rxjs';
import { GATEWAY_ENV, type GatewayEnv } from '../config';

const serviceOf = (pattern: RpcPattern): ServiceName => {
  const prefix = pattern.split('.')[0];
  switch (prefix) {
    case 'identity':
      return ServiceName.Identity;
    case 'gamification':
      return ServiceName.Gamification;
    case 'billing':
      return ServiceName.Billing;
    default:
      return ServiceName.Content;
  }
};

/** Typed request/response calls to the services over TCP, carrying the caller and request id. */
@Injectable()
export class ServiceClients implements OnModuleDestroy {
  private readonly clients = new Map<ServiceName, ClientProxy>();

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    const addresses: Record<ServiceName, string> = {
      'identity-svc': env.IDENTITY_SVC_ADDR,
      'content-svc': env.CONTENT_SVC_ADDR,
      'community-svc': env.COMMUNITY_SVC_ADDR,
      'billing-svc': env.BILLING_SVC_ADDR,
      'coach-svc': env.COACH_SVC_ADDR,
      'gamification-svc': env.GAMIFICATION_SVC_ADDR,
    };
    for (const [name, address] of Object.entries(addresses) as [ServiceName, string][]) {
      const [host, port] = address.split(':');
      this.clients.set(name, ClientProxyFactory.create({ transport: Transport.TCP, options: { host, port: Number(port) } }));
    }
  }

  async call<P extends RpcPattern>(pattern: P, data: RpcReq<P>, actor: Actor | null = null): Promise<RpcRes<P>> {
    const requestId = requestContext.get()?.requestId ?? 'internal';
    const client = this.clients.get(serviceOf(pattern))!;
    try {
      return await firstValueFrom(client.send<RpcRes<P>>(pattern, { actor, requestId, data }).pipe(timeout(10000)));
    } catch (error) {
      const domain = DomainError.fromBody(error);
      if (domain) throw domain;
      logger().error({ err: error, pattern }, 'service call failed');
      throw new DomainError(ErrorCode.ServiceUnavailable, errorMessage.serviceUnavailable);
    }
  }

  async onModuleDestroy() {
    await Promise.all([...this.clients.values()].map(async (c) => c.close() as unknown));
  }
}
