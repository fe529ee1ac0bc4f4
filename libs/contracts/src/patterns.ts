import type {
  ContactBody,
  SignInBody,
  SignUpBody,
  UserTypeBody,
  WaitlistBody,
} from './api';
import type {
  Completion,
  Condition,
  ContentItem,
  ContentType,
  KliinicSession,
  Plan,
  SupportService,
  User,
  UserType,
} from './domain';

/**
 * Request/response message patterns between the gateway and the services (NestJS
 * microservices over TCP). Every call carries the caller (`actor`) and the request id.
 */

export interface Actor {
  userId: string;
  isPremium: boolean;
  userType: UserType | null;
}

export interface RpcEnvelope<D> {
  actor: Actor | null;
  requestId: string;
  data: D;
}

export const ServiceName = {
  Identity: 'identity-svc',
  Content: 'content-svc',
  Community: 'community-svc',
  Billing: 'billing-svc',
  Coach: 'coach-svc',
  Gamification: 'gamification-svc',
} as const;
export type ServiceName = (typeof ServiceName)[keyof typeof ServiceName];

/** Default local ports: TCP for RPC, HTTP for health and metrics. */
export const servicePorts: Record<ServiceName, { tcp: number; http: number }> = {
  'identity-svc': { tcp: 4101, http: 5101 },
  'content-svc': { tcp: 4102, http: 5102 },
  'community-svc': { tcp: 4103, http: 5103 },
  'billing-svc': { tcp: 4104, http: 5104 },
  'coach-svc': { tcp: 4105, http: 5105 },
  'gamification-svc': { tcp: 4106, http: 5106 },
};

/**
 * A response already serialised as JSON text, typed by what it holds. Large lists travel
 * this way so that neither the service nor the gateway serialises them again per request.
 */
export type JsonText<T> = string & { readonly __json?: T };
export const parseJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;

export interface RpcMap {
  'identity.sign-up': { service: 'identity-svc'; req: SignUpBody; res: User };
  'identity.sign-in': { service: 'identity-svc'; req: SignInBody; res: User };
  'identity.get-user': { service: 'identity-svc'; req: { userId: string }; res: User | null };
  'identity.get-actor': { service: 'identity-svc'; req: { userId: string }; res: Actor | null };
  'identity.set-user-type': { service: 'identity-svc'; req: UserTypeBody; res: User };
  'identity.join-waitlist': {
    service: 'identity-svc';
    req: WaitlistBody;
    res: { status: 'joined' | 'already-joined'; message: string };
  };
  'identity.contact': { service: 'identity-svc'; req: ContactBody; res: { id: string } };

  'content.list-free': { service: 'content-svc'; req: Record<string, never>; res: JsonText<ContentItem[]> };
  'content.list-premium': {
    service: 'content-svc';
    req: Record<string, never>;
    res: JsonText<ContentItem[]>;
  };
  'content.get': { service: 'content-svc'; req: { id: string }; res: ContentItem };
  'content.list-by-type': { service: 'content-svc'; req: { type: ContentType }; res: JsonText<ContentItem[]> };
  'content.complete': {
    service: 'content-svc';
    req: { contentId: string };
    res: { completion: Completion; firstTime: boolean };
  };
  'content.list-completions': {
    service: 'content-svc';
    req: Record<string, never>;
    res: Completion[];
  };
  'conditions.list': { service: 'content-svc'; req: Record<string, never>; res: Condition[] };
  'conditions.content': { service: 'content-svc'; req: { id: string }; res: JsonText<ContentItem[]> };
  'conditions.list-saved': { service: 'content-svc'; req: Record<string, never>; res: Condition[] };
  'conditions.save': { service: 'content-svc'; req: { conditionId: string }; res: Condition[] };
  'conditions.remove': { service: 'content-svc'; req: { conditionId: string }; res: Condition[] };
  'kliinics.sessions': {
    service: 'content-svc';
    req: Record<string, never>;
    res: KliinicSession[];
  };
  'support-services.list': {
    service: 'content-svc';
    req: Record<string, never>;
    res: SupportService[];
  };

  'billing.plans': { service: 'billing-svc'; req: Record<string, never>; res: Plan[] };

  'gamification.points': { service: 'gamification-svc'; req: { userId: string }; res: { points: number } };
}

export type RpcPattern = keyof RpcMap;
export type RpcReq<P extends RpcPattern> = RpcMap[P]['req'];
export type RpcRes<P extends RpcPattern> = RpcMap[P]['res'];
export type RpcService<P extends RpcPattern> = RpcMap[P]['service'];
