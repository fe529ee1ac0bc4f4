/**
 * The service registry: every service process of the platform, its local ports, its
 * database and whether it runs a background worker. `scripts/`, the gateway's defaults,
 * `docker-compose.yml` and `k8s/` follow it; a test fails when any of them disagrees.
 * `label` names what people lose while the service is down ("The community is unavailable
 * right now ..."). A worker's HTTP port (probes and metrics) is its service's HTTP port + 10:
 * test stacks move every port by 200 + 50 per slot, so ports must differ modulo 50.
 */
export const serviceRegistry = [
  { name: 'identity-svc', label: 'Your account', tcp: 4101, http: 5101, database: 'identity', worker: true, workerHttp: 5111 },
  { name: 'content-svc', label: 'The library', tcp: 4102, http: 5102, database: 'content', worker: false, workerHttp: null },
  { name: 'community-svc', label: 'The community', tcp: 4103, http: 5103, database: 'community', worker: false, workerHttp: null },
  { name: 'billing-svc', label: 'Payment', tcp: 4104, http: 5104, database: 'billing', worker: true, workerHttp: 5114 },
  { name: 'coach-svc', label: 'The virtual coach', tcp: 4105, http: 5105, database: 'coach', worker: true, workerHttp: 5115 },
  { name: 'gamification-svc', label: 'The points and badges service', tcp: 4106, http: 5106, database: 'gamification', worker: false, workerHttp: null },
] as const;

export type ServiceName = (typeof serviceRegistry)[number]['name'];
export type ServiceEntry = (typeof serviceRegistry)[number];

export const ServiceName = {
  Identity: 'identity-svc',
  Content: 'content-svc',
  Community: 'community-svc',
  Billing: 'billing-svc',
  Coach: 'coach-svc',
  Gamification: 'gamification-svc',
} as const satisfies Record<string, ServiceName>;

/** Default local ports: TCP for RPC, HTTP for health and metrics. */
export const servicePorts = Object.fromEntries(serviceRegistry.map((s) => [s.name, { tcp: s.tcp, http: s.http }])) as Record<
  ServiceName,
  { tcp: number; http: number }
>;

/** What people lose while a service is down, as the subject of "... is unavailable right now". */
export const serviceLabel = (name: ServiceName): string => serviceRegistry.find((s) => s.name === name)?.label ?? name;

/** The gateway's environment variable holding a service's `host:port`, e.g. `CONTENT_SVC_ADDR`. */
export const serviceAddrVar = (name: ServiceName): string => `${name.replace(/-svc$/, '').toUpperCase()}_SVC_ADDR`;

/** The gateway's public port and its internal port for metrics and probes. */
export const gatewayPorts = { http: 3000, internal: 5100 } as const;
