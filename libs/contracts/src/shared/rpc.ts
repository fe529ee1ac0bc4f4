import type { UserType } from '../identity/domain';
import type { StaffRole } from './access';

/**
 * Request/response messages between the gateway and the services (NestJS microservices over
 * TCP). Every call carries the caller (`actor`) and the request id.
 */
export interface Actor {
  userId: string;
  isPremium: boolean;
  userType: UserType | null;
  /** Staff roles (moderator, expert, admin); empty for most members. */
  roles: StaffRole[];
}

export interface RpcEnvelope<D> {
  actor: Actor | null;
  requestId: string;
  data: D;
  /**
   * Proof that the gateway sent this call: when it signed it (ms since the epoch) and an
   * HMAC-SHA256 over the request id, that time, the actor and the data, keyed with
   * `INTERNAL_RPC_SECRET`. Services refuse a call without a valid one (ADR 9).
   */
  issuedAt: number;
  signature: string;
}

/**
 * A response already serialised as JSON text, typed by what it holds. Large lists travel
 * this way so that neither the service nor the gateway serialises them again per request.
 */
export type JsonText<T> = string & { readonly __json?: T };
export const parseJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;

/** One message pattern's entry in the contract map: who serves it and what travels. */
export interface RpcDef<S extends string, Req, Res> {
  service: S;
  req: Req;
  res: Res;
}

/** How the gateway routes one pattern. `timeoutMs` defaults to the short ordinary timeout. */
export interface RpcRoute<S extends string = string> {
  service: S;
  timeoutMs?: number;
}
