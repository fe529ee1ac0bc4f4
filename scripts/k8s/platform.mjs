// What the manifests and docker-compose.yml share: the contracts they follow, the names of the
// clusters and Secrets, the list of processes and what some of them need beyond the rest.

/** @typedef {Pick<typeof import('@kiin/contracts'), 'serviceRegistry' | 'serviceAddrVar' | 'gatewayPorts' | 'topicsFor'>} Contracts */
/** @typedef {import('@kiin/contracts').ServiceEntry} ServiceEntry */
/** @typedef {import('kubernetes-models/v1').IEnvVar} EnvVar */
/** @typedef {import('kubernetes-models/v1').IEnvFromSource} EnvFromSource */

/**
 * What a process needs beyond the common ConfigMap and its own variables.
 * @typedef {object} ProcessNeeds
 * @property {EnvVar[]} [env]
 * @property {EnvFromSource[]} [envFrom]
 * @property {number[]} [egressInternet] ports it may reach on the internet
 * @property {number} [grace] seconds it is given to stop, when its kind's default is too short
 */

/** The CloudNativePG cluster. */
export const PG_CLUSTER = 'kiin-pg';
/** The Strimzi Kafka cluster. */
export const KAFKA_CLUSTER = 'kiin';

/** @param {ServiceEntry} svc the Secret with the service's DATABASE_URL and its role's password */
export const databaseSecret = (svc) => `kiin-${svc.name}-db`;
/** @param {ServiceEntry} svc the service's database, and the role that owns it */
export const databaseName = (svc) => `kiin_${svc.database}`;

/** @param {string} name @param {string} secret @param {string} [key] @returns {EnvVar} */
export const secretEnv = (name, secret, key = name) => ({ name, valueFrom: { secretKeyRef: { name: secret, key } } });
/** @param {string} name @param {string | number} v @returns {EnvVar} */
export const value = (name, v) => ({ name, value: String(v) });

/**
 * Every process deployed: each service, its worker when it has one, and the gateway.
 * @param {Contracts['serviceRegistry']} serviceRegistry
 */
export const processNames = (serviceRegistry) => [...serviceRegistry.flatMap((s) => (s.worker ? [s.name, `${s.name}-worker`] : [s.name])), 'gateway'];

/** @type {ProcessNeeds} */
const billing = {
  // Test mode signs its events with STRIPE_WEBHOOK_SECRET; every replica and the worker must
  // share it, so it comes from the Secret rather than being generated per pod. The Stripe keys
  // (optional) switch to Stripe. DATA_DIR is only scratch space: the root filesystem is read-only.
  env: [value('DATA_DIR', '/tmp/kiin'), secretEnv('STRIPE_WEBHOOK_SECRET', 'kiin-stripe')],
  envFrom: [{ secretRef: { name: 'kiin-stripe', optional: true } }],
  egressInternet: [443],
};

/**
 * What each process needs beyond the common ConfigMap, by process name. Optional outside
 * services come from optional Secrets.
 * @type {Readonly<Record<string, ProcessNeeds>>}
 */
export const processNeeds = {
  'billing-svc': billing,
  'billing-svc-worker': billing,
  'coach-svc': { envFrom: [{ secretRef: { name: 'kiin-coach-model', optional: true } }], egressInternet: [443] },
  'coach-svc-worker': {
    envFrom: [{ secretRef: { name: 'kiin-coach-model', optional: true } }],
    egressInternet: [443],
    // A model call may take up to 60 s; the active one finishes before the pod goes.
    grace: 120,
  },
  'identity-svc-worker': { env: [secretEnv('SMTP_URL', 'kiin-smtp')], egressInternet: [25, 465, 587] },
  gateway: { envFrom: [{ secretRef: { name: 'kiin-oidc', optional: true } }], egressInternet: [443] },
};
