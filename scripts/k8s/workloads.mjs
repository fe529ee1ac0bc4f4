// The processes on Kubernetes: per service, worker and the gateway a Deployment, its Service
// (when it has ports to serve), a disruption budget and an autoscaler; and the kustomization
// that lists their files.
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Service } from 'kubernetes-models/v1';
import { databaseSecret, processNeeds, secretEnv, value } from './platform.mjs';

/** @typedef {import('./platform.mjs').Contracts} Contracts */
/** @typedef {import('./platform.mjs').ServiceEntry} ServiceEntry */
/** @typedef {import('./platform.mjs').ProcessNeeds} ProcessNeeds */
/** @typedef {import('kubernetes-models/v1').IContainer} Container */
/** @typedef {import('kubernetes-models/v1').IContainerPort} ContainerPort */
/** @typedef {import('kubernetes-models/v1').IServicePort} ServicePort */
/** @typedef {import('kubernetes-models/v1').IEnvVar} EnvVar */
/** @typedef {import('kubernetes-models/v1').IResourceRequirements} Resources */

/**
 * One process, as the kinds of process differ.
 * @typedef {object} Process
 * @property {string} name
 * @property {'service' | 'worker' | 'gateway'} component
 * @property {string[]} command
 * @property {EnvVar[]} env its own variables; the ConfigMap and its needs come on top
 * @property {ContainerPort[]} ports
 * @property {string} readyPath
 * @property {string} probePort the name of the port the probes ask
 * @property {number} grace seconds to stop, unless its needs say more
 * @property {Resources} resources
 * @property {Container[]} [initContainers]
 * @property {ServicePort[]} [service] the ports of its Service; none, no Service
 * @property {{ min: number, max: number }} hpa replicas
 * @property {ProcessNeeds} [needs]
 */

const rpcSecret = secretEnv('INTERNAL_RPC_SECRET', 'kiin-internal-rpc');

/** @param {string} name @param {Process['component']} component */
const labelsOf = (name, component) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/component': component, 'app.kubernetes.io/part-of': 'kiin' });

/** @type {import('kubernetes-models/v1').ISecurityContext} */
const containerSecurity = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  runAsNonRoot: true,
  capabilities: { drop: ['ALL'] },
  seccompProfile: { type: 'RuntimeDefault' },
};
const tmpMount = [{ name: 'tmp', mountPath: '/tmp' }];

/** @param {string} port @param {string} ready */
function probes(port, ready) {
  return {
    startupProbe: { httpGet: { path: '/health/live', port }, periodSeconds: 2, failureThreshold: 60, timeoutSeconds: 2 },
    readinessProbe: { httpGet: { path: ready, port }, periodSeconds: 5, failureThreshold: 2, timeoutSeconds: 3 },
    livenessProbe: { httpGet: { path: '/health/live', port }, periodSeconds: 10, failureThreshold: 3, timeoutSeconds: 2 },
  };
}

/**
 * One process: its Deployment, Service (when it has ports to serve), disruption budget and autoscaler.
 * @param {Process} process
 */
function workload({ name, component, command, env, ports, readyPath, probePort, grace, resources, initContainers, service, hpa, needs = {} }) {
  const labels = labelsOf(name, component);
  const selector = { matchLabels: { 'app.kubernetes.io/name': name } };
  const deployment = new Deployment({
    metadata: { name, labels },
    spec: {
      replicas: hpa.min,
      revisionHistoryLimit: 5,
      selector,
      // A new pod is ready before an old one goes: a rollout never lowers capacity.
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels },
        spec: {
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          terminationGracePeriodSeconds: needs.grace ?? grace,
          securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: 'RuntimeDefault' } },
          topologySpreadConstraints: [{ maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'ScheduleAnyway', labelSelector: selector }],
          initContainers,
          containers: [
            {
              name,
              image: 'kiin',
              command,
              envFrom: [{ configMapRef: { name: 'kiin-common' } }, ...(needs.envFrom ?? [])],
              env: [...env, ...(needs.env ?? [])],
              ports,
              ...probes(probePort, readyPath),
              // Endpoints and the gateway's connections let go of the pod before it is told to stop.
              lifecycle: { preStop: { exec: { command: ['sleep', '5'] } } },
              resources,
              securityContext: containerSecurity,
              volumeMounts: tmpMount,
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }],
        },
      },
    },
  });
  const autoscaler = new HorizontalPodAutoscaler({
    metadata: { name, labels },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: hpa.min,
      maxReplicas: hpa.max,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
      behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
    },
  });
  return [
    deployment,
    ...(service ? [new Service({ metadata: { name, labels }, spec: { selector: selector.matchLabels, ports: service } })] : []),
    new PodDisruptionBudget({ metadata: { name, labels }, spec: { maxUnavailable: 1, selector } }),
    autoscaler,
  ];
}

/** @param {ServiceEntry} svc */
export function serviceWorkload(svc) {
  /** @type {Container} */
  const migrate = {
    name: 'migrate',
    image: 'kiin',
    command: ['node', `apps/${svc.name}/dist/migrate.js`],
    env: [secretEnv('DATABASE_URL', databaseSecret(svc))],
    resources: { requests: { cpu: '50m', memory: '128Mi' }, limits: { cpu: '500m', memory: '256Mi' } },
    securityContext: containerSecurity,
    volumeMounts: tmpMount,
  };
  return workload({
    name: svc.name,
    component: 'service',
    command: ['node', `apps/${svc.name}/dist/main.js`],
    env: [
      value('TCP_HOST', '0.0.0.0'),
      value('TCP_PORT', svc.tcp),
      value('HTTP_HOST', '0.0.0.0'),
      value('HTTP_PORT', svc.http),
      secretEnv('DATABASE_URL', databaseSecret(svc)),
      rpcSecret,
    ],
    ports: [
      { name: 'rpc', containerPort: svc.tcp },
      { name: 'http', containerPort: svc.http },
    ],
    probePort: 'http',
    readyPath: '/health/ready',
    grace: 45,
    resources: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    initContainers: [migrate],
    service: [
      { name: 'rpc', port: svc.tcp, targetPort: 'rpc' },
      { name: 'http', port: svc.http, targetPort: 'http' },
    ],
    hpa: { min: 2, max: 6 },
    needs: processNeeds[svc.name],
  });
}

/** @param {ServiceEntry & { worker: true }} svc */
export function workerWorkload(svc) {
  const name = `${svc.name}-worker`;
  return workload({
    name,
    component: 'worker',
    command: ['node', `apps/${svc.name}/dist/worker.js`],
    env: [value('HTTP_HOST', '0.0.0.0'), value('HTTP_PORT', svc.workerHttp), secretEnv('DATABASE_URL', databaseSecret(svc))],
    ports: [{ name: 'http', containerPort: svc.workerHttp }],
    probePort: 'http',
    readyPath: '/health/ready',
    // On SIGTERM the worker takes no new job and finishes the active ones first (ADR 10).
    grace: 90,
    resources: { requests: { cpu: '100m', memory: '160Mi' }, limits: { cpu: '1', memory: '384Mi' } },
    hpa: { min: 2, max: 4 },
    needs: processNeeds[name],
  });
}

/** @param {Contracts} contracts */
export function gatewayWorkload({ serviceRegistry, serviceAddrVar, gatewayPorts }) {
  return workload({
    name: 'gateway',
    component: 'gateway',
    command: ['node', 'apps/gateway/dist/main.js'],
    env: [
      value('HOST', '0.0.0.0'),
      value('PORT', gatewayPorts.http),
      value('WEB_DIST', 'apps/web/dist'),
      value('COOKIE_SECURE', 'true'),
      // One hop: the cluster's ingress controller, which appends the client to X-Forwarded-For.
      value('TRUSTED_PROXIES', '1'),
      ...serviceRegistry.map((s) => value(serviceAddrVar(s.name), `${s.name}:${s.tcp}`)),
      // Metrics and probes for the cluster, never on the public port.
      value('INTERNAL_HOST', '0.0.0.0'),
      value('INTERNAL_PORT', gatewayPorts.internal),
      rpcSecret,
    ],
    ports: [
      { name: 'http', containerPort: gatewayPorts.http },
      { name: 'internal', containerPort: gatewayPorts.internal },
    ],
    probePort: 'internal',
    // The gateway's own readiness (false while it drains), not every service's: one service
    // down must not take every gateway out; its routes answer 503 meanwhile (ADR 10).
    readyPath: '/health/serving',
    grace: 45,
    resources: { requests: { cpu: '200m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    service: [{ name: 'http', port: 80, targetPort: 'http' }],
    hpa: { min: 2, max: 10 },
    needs: processNeeds.gateway,
  });
}

/**
 * The kustomization of k8s/base/apps: one file per process.
 * @param {string[]} processes
 */
export const appsKustomization = (processes) => ({
  apiVersion: 'kustomize.config.k8s.io/v1beta1',
  kind: 'Kustomization',
  resources: processes.map((p) => `${p}.yaml`),
});
