// Who may talk to whom: the namespace denies everything, then each policy below opens one path.
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { KAFKA_CLUSTER, PG_CLUSTER, processNeeds } from './platform.mjs';

/** @typedef {import('kubernetes-models/networking.k8s.io/v1').INetworkPolicySpec} NetworkPolicySpec */
/** @typedef {import('kubernetes-models/networking.k8s.io/v1').INetworkPolicyPort} NetworkPolicyPort */
/** @typedef {import('kubernetes-models/networking.k8s.io/v1').INetworkPolicyPeer} NetworkPolicyPeer */
/** @typedef {NetworkPolicySpec['podSelector']} LabelSelector */

/** @param {...string} values @returns {LabelSelector} */
const component = (...values) => ({ matchExpressions: [{ key: 'app.kubernetes.io/component', operator: 'In', values }] });
/** @param {string} name @returns {LabelSelector} */
const byName = (name) => ({ matchLabels: { 'app.kubernetes.io/name': name } });
const pgPods = { matchLabels: { 'cnpg.io/cluster': PG_CLUSTER } };
const kafkaBrokers = { matchLabels: { 'strimzi.io/cluster': KAFKA_CLUSTER, 'strimzi.io/broker-role': 'true' } };
const redisPods = byName('redis');
/** @param {string} name @returns {NetworkPolicyPeer} */
const namespaceNamed = (name) => ({ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': name } } });
/** @param {number | string} port a number or a container port's name @returns {NetworkPolicyPort} */
const tcp = (port) => ({ protocol: 'TCP', port });
/** The internet, not the cluster's or any private network. @type {NetworkPolicyPeer} */
const internet = { ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10'] } };
/** @param {string} name @param {NetworkPolicySpec} spec */
const policy = (name, spec) => new NetworkPolicy({ metadata: { name }, spec });

/**
 * Every NetworkPolicy of the namespace.
 * @param {string[]} processes every process deployed, for the ones that reach outside services
 */
export function networkPolicies(processes) {
  const appPods = component('service', 'worker', 'gateway');
  const policies = [
    // Nothing reaches any pod of the namespace unless a policy below allows it. (Probes come
    // from the kubelet on the node, which network policies do not filter.)
    policy('default-deny-ingress', { podSelector: {}, policyTypes: ['Ingress'] }),
    // Kiin's processes and Redis reach nothing unless allowed below. The operators' pods
    // (Kafka, PostgreSQL) are governed by the operators' own policies.
    policy('default-deny-egress', {
      podSelector: component('service', 'worker', 'gateway', 'cache'),
      policyTypes: ['Egress'],
    }),
    policy('dns-egress', {
      podSelector: component('service', 'worker', 'gateway', 'cache'),
      policyTypes: ['Egress'],
      egress: [
        {
          to: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } }, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }],
          ports: [{ protocol: 'UDP', port: 53 }, tcp(53)],
        },
      ],
    }),
    // The public door: the ingress controller's namespace reaches the gateway's public port, nothing else.
    policy('gateway-from-ingress', {
      podSelector: byName('gateway'),
      policyTypes: ['Ingress'],
      ingress: [{ from: [namespaceNamed('ingress-nginx')], ports: [tcp('http')] }],
    }),
    // Only the gateway reaches the services: RPC, and HTTP for its readiness report.
    policy('services-from-gateway', {
      podSelector: component('service'),
      policyTypes: ['Ingress'],
      ingress: [{ from: [{ podSelector: byName('gateway') }], ports: [tcp('rpc'), tcp('http')] }],
    }),
    policy('gateway-egress', {
      podSelector: byName('gateway'),
      policyTypes: ['Egress'],
      egress: [
        { to: [{ podSelector: component('service') }], ports: [tcp('rpc'), tcp('http')] },
        { to: [{ podSelector: redisPods }], ports: [tcp(6379)] },
        // Member events, read by every replica in a group of its own (ADR 23).
        { to: [{ podSelector: kafkaBrokers }], ports: [tcp(9092)] },
      ],
    }),
    // Services and workers reach their database, Redis and Kafka.
    policy('backends-egress', {
      podSelector: component('service', 'worker'),
      policyTypes: ['Egress'],
      egress: [
        { to: [{ podSelector: pgPods }], ports: [tcp(5432)] },
        { to: [{ podSelector: redisPods }], ports: [tcp(6379)] },
        { to: [{ podSelector: kafkaBrokers }], ports: [tcp(9092)] },
      ],
    }),
    // The scraper (Prometheus, in the monitoring namespace) reads /metrics.
    policy('metrics-from-monitoring', {
      podSelector: appPods,
      policyTypes: ['Ingress'],
      ingress: [{ from: [namespaceNamed('monitoring')], ports: [tcp('http'), tcp('internal')] }],
    }),
    policy('redis-from-kiin', {
      podSelector: redisPods,
      policyTypes: ['Ingress'],
      ingress: [{ from: [{ podSelector: appPods }], ports: [tcp(6379)] }],
    }),
    // PostgreSQL: the processes (and their migrations), the other instances (replication), the
    // operator (instance manager, port 8000) and the scraper.
    policy('postgres-ingress', {
      podSelector: pgPods,
      policyTypes: ['Ingress'],
      ingress: [
        { from: [{ podSelector: component('service', 'worker') }], ports: [tcp(5432)] },
        { from: [{ podSelector: pgPods }], ports: [tcp(5432), tcp(8000)] },
        { from: [namespaceNamed('cnpg-system')], ports: [tcp(8000), tcp(5432)] },
        { from: [namespaceNamed('monitoring')], ports: [tcp(9187)] },
      ],
    }),
  ];
  // Outside services (payments, the model, mail, sign-in providers): only who uses them, only their ports.
  for (const p of processes) {
    const ports = processNeeds[p]?.egressInternet;
    if (!ports) continue;
    policies.push(
      policy(`${p}-internet-egress`, {
        podSelector: byName(p),
        policyTypes: ['Egress'],
        egress: [{ to: [internet], ports: ports.map((port) => tcp(port)) }],
      }),
    );
  }
  return policies;
}
