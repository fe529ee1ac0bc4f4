import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceRegistry } from '@kiin/contracts';
import { parse, parseAllDocuments } from 'yaml';

const root = path.resolve(__dirname, '../../../..');

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  spec: {
    template?: { metadata?: { labels?: Record<string, string> }; spec: { containers: { name: string; env?: EnvVar[] }[] } };
    podSelector?: { matchLabels?: Record<string, string>; matchExpressions?: { key: string; operator: string; values: string[] }[] };
    policyTypes?: string[];
    ingress?: { from?: { podSelector?: { matchLabels?: Record<string, string> } }[]; ports?: { port: string | number }[] }[];
  };
}

/** Every deployment holds the call-signing key from a Secret, and only the gateway reaches RPC ports. */
describe.each(['k8s/overlays/production', 'k8s/overlays/staging'])('%s: signed service calls', (overlay) => {
  const rendered = parseAllDocuments(execFileSync('kubectl', ['kustomize', path.join(root, overlay)], { encoding: 'utf8' })).map(
    (d) => d.toJSON() as K8sObject,
  );
  const services = serviceRegistry.map((s) => s.name as string);

  it.each([...services, 'gateway'])('%s reads INTERNAL_RPC_SECRET from the kiin-internal-rpc Secret, never a literal', (name) => {
    const deployment = rendered.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    const env = deployment?.spec.template?.spec.containers.find((c) => c.name === name)?.env ?? [];
    expect(env.filter((e) => e.name === 'INTERNAL_RPC_SECRET')).toEqual([
      { name: 'INTERNAL_RPC_SECRET', valueFrom: { secretKeyRef: { name: 'kiin-internal-rpc', key: 'INTERNAL_RPC_SECRET' } } },
    ]);
  });

  it('denies ingress by default and lets only the gateway reach every service RPC port', () => {
    const policies = rendered.filter((o) => o.kind === 'NetworkPolicy');
    const defaultDeny = policies.find((p) => Object.keys(p.spec.podSelector ?? {}).length === 0);
    expect(defaultDeny?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    const rpcRules = policies.flatMap((p) =>
      (p.spec.ingress ?? []).filter((rule) => rule.ports?.some((port) => port.port === 'rpc')).map((rule) => ({ policy: p, rule })),
    );
    expect(rpcRules).toHaveLength(1);
    const [{ policy, rule }] = rpcRules;
    expect(rule.from).toEqual([{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }]);
    // The pods the policy opens to the gateway: exactly the services' (not workers, not the gateway).
    const selects = (labels: Record<string, string>) =>
      Object.entries(policy.spec.podSelector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v) &&
      (policy.spec.podSelector?.matchExpressions ?? []).every((e) => e.operator === 'In' && e.values.includes(labels[e.key]));
    const opened = rendered
      .filter((o) => o.kind === 'Deployment' && selects(o.spec.template?.metadata?.labels ?? {}))
      .map((o) => o.metadata.name);
    expect(opened.sort()).toEqual([...services].sort());
  });
});

describe('docker-compose.yml: signed service calls', () => {
  const compose = (parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { environment?: Record<string, string> }>;
  }).services;

  it.each([...serviceRegistry.map((s) => s.name as string), 'gateway'])('%s takes INTERNAL_RPC_SECRET from the environment, required', (name) => {
    expect(compose[name]?.environment?.INTERNAL_RPC_SECRET).toMatch(/^\$\{INTERNAL_RPC_SECRET:\?/);
  });
});
