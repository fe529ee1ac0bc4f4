// PostgreSQL on CloudNativePG: the cluster, one login role per service, and each service's
// database owned by that role.
import { databaseName, databaseSecret, PG_CLUSTER } from './platform.mjs';

/** @typedef {import('../../k8s/schemas/crds.js').Cluster} Cluster */
/** @typedef {import('../../k8s/schemas/crds.js').Database} Database */

/**
 * The Cluster, then a Database per service.
 * @param {import('./platform.mjs').Contracts['serviceRegistry']} serviceRegistry
 * @returns {(Cluster | Database)[]}
 */
export function postgres(serviceRegistry) {
  /** @type {Cluster} */
  const cluster = {
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Cluster',
    metadata: { name: PG_CLUSTER },
    spec: {
      instances: 3,
      imageName: 'ghcr.io/cloudnative-pg/postgresql:15.13',
      primaryUpdateStrategy: 'unsupervised',
      enableSuperuserAccess: false,
      // The operator's own bootstrap database; each service's database is a Database below.
      bootstrap: { initdb: { database: 'kiin', owner: 'kiin' } },
      postgresql: { parameters: { max_connections: '400', shared_buffers: '512MB' } },
      // One login role per service, owning its database only. Passwords come from the
      // service's Secret (username, password, DATABASE_URL), made by the secret manager.
      managed: {
        roles: serviceRegistry.map((svc) => ({
          name: databaseName(svc),
          ensure: 'present',
          login: true,
          passwordSecret: { name: databaseSecret(svc) },
        })),
      },
      storage: { size: '20Gi' },
      resources: { requests: { cpu: '500m', memory: '1Gi' }, limits: { cpu: '2', memory: '2Gi' } },
      affinity: { enablePodAntiAffinity: true, topologyKey: 'kubernetes.io/hostname', podAntiAffinityType: 'required' },
      monitoring: { enablePodMonitor: true },
    },
  };
  /** @type {Database[]} */
  const databases = serviceRegistry.map((svc) => ({
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Database',
    metadata: { name: `kiin-${svc.database}` },
    spec: { name: databaseName(svc), owner: databaseName(svc), cluster: { name: PG_CLUSTER }, ensure: 'present' },
  }));
  return [cluster, ...databases];
}
