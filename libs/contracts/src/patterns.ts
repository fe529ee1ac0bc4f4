import type { BillingRpc } from './billing/patterns';
import { billingRoutes } from './billing/patterns';
import type { CoachRpc } from './coach/patterns';
import { coachRoutes } from './coach/patterns';
import type { CommunityRpc } from './community/patterns';
import { communityRoutes } from './community/patterns';
import type { ContentRpc } from './content/patterns';
import { contentRoutes } from './content/patterns';
import type { GamificationRpc } from './gamification/patterns';
import { gamificationRoutes } from './gamification/patterns';
import type { IdentityRpc } from './identity/patterns';
import { identityRoutes } from './identity/patterns';
import type { ServiceName } from './registry';
import type { RpcRoute } from './shared/rpc';

export * from './shared/rpc';

/** Every request/response pattern of the platform, merged from the domain folders. */
export interface RpcMap extends IdentityRpc, ContentRpc, CommunityRpc, BillingRpc, CoachRpc, GamificationRpc {}

export type RpcPattern = keyof RpcMap;
export type RpcReq<P extends RpcPattern> = RpcMap[P]['req'];
export type RpcRes<P extends RpcPattern> = RpcMap[P]['res'];
export type RpcService<P extends RpcPattern> = RpcMap[P]['service'];

/** Ordinary calls answer within this; a pattern that needs longer says so in its route. */
export const defaultRpcTimeoutMs = 10_000;

/**
 * Where the gateway sends each pattern, and how long it waits. Exhaustive over `RpcMap`: a
 * pattern without a route, or routed to another service than its contract names, does not
 * compile.
 */
export const rpcRoutes: { [P in RpcPattern]: RpcRoute<RpcService<P>> } = {
  ...identityRoutes,
  ...contentRoutes,
  ...communityRoutes,
  ...billingRoutes,
  ...coachRoutes,
  ...gamificationRoutes,
};

export const serviceOfPattern = (pattern: RpcPattern): ServiceName => rpcRoutes[pattern].service;
export const timeoutOfPattern = (pattern: RpcPattern): number => rpcRoutes[pattern].timeoutMs ?? defaultRpcTimeoutMs;
