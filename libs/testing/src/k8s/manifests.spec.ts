import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceRegistry, topicsFor } from '@kiin/contracts';
import type { Deployment, StatefulSet } from 'kubernetes-types/apps/v1';
import type { Container, PodTemplateSpec, Service } from 'kubernetes-types/core/v1';
import type { NetworkPolicy, NetworkPolicyPeer, NetworkPolicyPort } from 'kubernetes-types/networking/v1';
import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import { type K8sObject, overlays, render, root, selects, validate } from './support';

const rendered = Object.fromEntries(overlays.map((o) => [o, render(o)])) as Record<(typeof overlays)[number], K8sObject[]>;
const ofKind = <T>(objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind) as unknown as (T & K8sObject)[];

describe('the overlays, checked offline', () => {
  it('render objects that all match the Kubernetes schemas and the custom resources, with no unknown field', () => {
    expect(validate(overlays.map((o) => `k8s/overlays/${o}`))).toEqual([]);
  }, 180_000);

  it('catch a misspelled field, a wrong type and an unknown field of a custom resource', () => {
    const objects = structuredClone(rendered.production);
    const deployment = (name: string) => ofKind<Deployment>(objects, 'Deployment').find((d) => d.metadata.name === name)!;
    const container = deployment('gateway').spec!.template.spec!.containers[0] as Container & { readinesProbe?: unknown };
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    (deployment('content-svc').spec!.template.spec!.containers[0].ports![0] as { containerPort: unknown }).containerPort = 'rpc';
    const topic = objects.find((o) => o.kind === 'KafkaTopic')! as K8sObject & { spec: Record<string, unknown> };
    topic.spec.partitionz = topic.spec.partitions;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kiin-k8s-'));
    try {
      const file = path.join(dir, 'mutated.yaml');
      writeFileSync(file, objects.map((o) => stringify(o)).join('---\n'));
      const problems = validate([file]);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ object: 'Deployment gateway', problem: expect.stringContaining('readinesProbe') }),
          expect.objectContaining({ object: 'Deployment content-svc', problem: expect.stringMatching(/containerPort.*(integer|number)/) }),
          expect.objectContaining({ object: `KafkaTopic ${topic.metadata.name}`, problem: expect.stringContaining('partitionz') }),
        ]),
      );
      expect(new Set(problems.map((p) => p.object))).toEqual(new Set(['Deployment gateway', 'Deployment content-svc', `KafkaTopic ${topic.metadata.name}`]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

/** The pod template and name of each workload (Deployments and the Redis StatefulSet). */
function workloads(objects: K8sObject[]): { kind: string; name: string; template: PodTemplateSpec }[] {
  return [...ofKind<Deployment>(objects, 'Deployment'), ...ofKind<StatefulSet>(objects, 'StatefulSet')].map((w) => ({
    kind: w.kind,
    name: w.metadata.name,
    template: w.spec!.template,
  }));
}
const containersOf = (template: PodTemplateSpec): Container[] => [...(template.spec!.initContainers ?? []), ...template.spec!.containers];

/** The zod schema a Kiin container validates its environment with, from its command. */
async function configSchemaOf(command: string[] = []): Promise<{ name: string; schema: z.ZodType } | undefined> {
  const match = /^apps\/([a-z-]+)\/dist\/(main|worker|migrate)\.js$/.exec(command[1] ?? '');
  if (command[0] !== 'node' || !match) return undefined;
  const [, app, entry] = match;
  if (entry === 'migrate') {
    // runMigrateCommand (libs/service-kit) reads DATABASE_URL only.
    const { z } = await import('zod');
    return { name: `${app} migrate`, schema: z.object({ DATABASE_URL: z.url() }) };
  }
  const config = (await import(path.join(root, 'apps', app, 'src/config.ts'))) as Record<string, z.ZodType | undefined>;
  const exported = entry === 'worker' ? 'workerEnvSchema' : 'envSchema';
  const schema = config[exported];
  if (!schema) throw new Error(`apps/${app}/src/config.ts exports no ${exported} for ${command.join(' ')}`);
  return { name: `${app} ${entry}`, schema };
}

/** Variables a schema cannot do without: those whose absence fails it (no default, not optional). */
function requiredVariables(schema: z.ZodType): string[] {
  const result = schema.safeParse({});
  if (result.success) return [];
  return [...new Set(result.error.issues.filter((i) => i.code === 'invalid_type' && i.path.length === 1).map((i) => String(i.path[0])))].sort();
}

const portMatches = (rule: NetworkPolicyPort[] | undefined, name: string | undefined, number: number) =>
  !rule || rule.length === 0 || rule.some((p) => p.port === undefined || p.port === number || (name !== undefined && p.port === name));

describe.each(overlays)('the %s overlay', (overlay) => {
  const objects = rendered[overlay];
  const policies = ofKind<NetworkPolicy>(objects, 'NetworkPolicy');

  it('gives every container probes (the init ones excepted), requests and limits', () => {
    const missing: string[] = [];
    for (const { name, template } of workloads(objects)) {
      for (const c of template.spec!.containers) {
        for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) if (!c[probe]) missing.push(`${name}/${c.name} ${probe}`);
      }
      for (const c of containersOf(template)) {
        for (const kind of ['requests', 'limits'] as const) {
          for (const resource of ['cpu', 'memory']) if (!c.resources?.[kind]?.[resource]) missing.push(`${name}/${c.name} ${kind}.${resource}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('runs every pod under the restricted Pod Security Standard, in a namespace that enforces it', () => {
    const namespace = objects.find((o) => o.kind === 'Namespace');
    expect(namespace?.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
    const wrong: string[] = [];
    for (const { name, template } of workloads(objects)) {
      const pod = template.spec!;
      if (pod.hostNetwork || pod.hostPID || pod.hostIPC) wrong.push(`${name} shares the host's namespaces`);
      if (pod.volumes?.some((v) => v.hostPath)) wrong.push(`${name} mounts a host path`);
      for (const c of containersOf(template)) {
        const sc = c.securityContext ?? {};
        const where = `${name}/${c.name}`;
        if (sc.allowPrivilegeEscalation !== false) wrong.push(`${where} may escalate privileges`);
        if (sc.readOnlyRootFilesystem !== true) wrong.push(`${where} writes its root filesystem`);
        if (sc.privileged) wrong.push(`${where} is privileged`);
        if (JSON.stringify(sc.capabilities?.drop) !== '["ALL"]' || sc.capabilities?.add?.length) wrong.push(`${where} keeps capabilities`);
        if ((sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot) !== true) wrong.push(`${where} may run as root`);
        if ((sc.runAsUser ?? pod.securityContext?.runAsUser) === 0) wrong.push(`${where} runs as root`);
        if ((sc.seccompProfile ?? pod.securityContext?.seccompProfile)?.type !== 'RuntimeDefault') wrong.push(`${where} has no RuntimeDefault seccomp profile`);
        // A read-only root needs somewhere to write temporary files.
        if (!c.volumeMounts?.some((m) => ['/tmp', '/data'].includes(m.mountPath))) wrong.push(`${where} has no writable /tmp`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives every Deployment a disruption budget and an autoscaler (autoscaling/v2) that select it', () => {
    const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget') as unknown as { spec: { selector: never } }[];
    const autoscalers = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler' && o.apiVersion === 'autoscaling/v2') as unknown as {
      spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
    }[];
    const deployments = ofKind<Deployment>(objects, 'Deployment');
    expect(deployments.length).toBeGreaterThanOrEqual(serviceRegistry.length + 1);
    for (const d of deployments) {
      const labels = d.spec!.template.metadata!.labels;
      expect({ [d.metadata.name]: budgets.filter((b) => selects(b.spec.selector, labels)).length }).toEqual({ [d.metadata.name]: 1 });
      const hpa = autoscalers.find((a) => a.spec.scaleTargetRef.kind === 'Deployment' && a.spec.scaleTargetRef.name === d.metadata.name);
      expect({ [d.metadata.name]: hpa ? hpa.spec.maxReplicas > hpa.spec.minReplicas : 'no autoscaler' }).toEqual({ [d.metadata.name]: true });
    }
  });

  it('denies all traffic by default and lets each port in only as a NetworkPolicy says', () => {
    expect(policies.find((p) => JSON.stringify(p.spec!.podSelector) === '{}' && p.spec!.policyTypes?.includes('Ingress') && !p.spec!.ingress)).toBeDefined();
    const uncovered: string[] = [];
    for (const { name, template } of workloads(objects)) {
      const labels = template.metadata!.labels;
      for (const c of template.spec!.containers) {
        for (const port of c.ports ?? []) {
          const covered = policies.some(
            (p) => selects(p.spec!.podSelector, labels) && p.spec!.ingress?.some((rule) => portMatches(rule.ports, port.name, port.containerPort)),
          );
          if (!covered) uncovered.push(`${name} ${port.name ?? port.containerPort}`);
        }
      }
    }
    expect(uncovered).toEqual([]);
    // Every Service's ports lead to a container port of the pods it selects (so the check above covers them).
    for (const service of ofKind<Service>(objects, 'Service')) {
      const pods = workloads(objects).filter((w) => selects({ matchLabels: service.spec!.selector }, w.template.metadata!.labels));
      expect({ [service.metadata.name]: pods.length > 0 }).toEqual({ [service.metadata.name]: true });
      for (const port of service.spec!.ports ?? []) {
        const target = port.targetPort ?? port.port;
        const found = pods.some((w) => w.template.spec!.containers.some((c) => c.ports?.some((p) => p.name === target || p.containerPort === target)));
        expect({ [`${service.metadata.name}:${port.port}`]: found }).toEqual({ [`${service.metadata.name}:${port.port}`]: true });
      }
    }
  });

  it('lets only the gateway reach the services, and only the ingress reach the gateway from outside', () => {
    const gatewayLabels = workloads(objects).find((w) => w.name === 'gateway')!.template.metadata!.labels;
    const isGateway = (peer: NetworkPolicyPeer) => !peer.namespaceSelector && !peer.ipBlock && selects(peer.podSelector, gatewayLabels);
    for (const svc of serviceRegistry) {
      const labels = workloads(objects).find((w) => w.name === svc.name)!.template.metadata!.labels;
      for (const p of policies.filter((p) => selects(p.spec!.podSelector, labels))) {
        for (const rule of p.spec!.ingress ?? []) {
          if (portMatches(rule.ports, 'rpc', svc.tcp)) expect({ [p.metadata.name]: (rule.from ?? [{}]).every(isGateway) }).toEqual({ [p.metadata.name]: true });
        }
      }
    }
    for (const p of policies) {
      for (const rule of p.spec!.ingress ?? []) {
        const fromIngress = rule.from?.some((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx');
        if (fromIngress) expect([p.spec!.podSelector, rule.ports]).toEqual([{ matchLabels: { 'app.kubernetes.io/name': 'gateway' } }, [{ protocol: 'TCP', port: 'http' }]]);
      }
    }
    // Kiin's processes reach nothing but what is allowed, DNS included.
    for (const { name, template } of workloads(objects).filter((w) => w.kind === 'Deployment')) {
      const egress = policies.filter((p) => p.spec!.policyTypes?.includes('Egress') && selects(p.spec!.podSelector, template.metadata!.labels));
      expect({ [name]: egress.some((p) => !p.spec!.egress) && egress.some((p) => p.spec!.egress?.some((r) => r.ports?.some((port) => port.port === 53))) }).toEqual({ [name]: true });
    }
  });

  it('gives every process each variable its configuration schema requires', async () => {
    const configMaps = new Map(objects.filter((o) => o.kind === 'ConfigMap').map((o) => [o.metadata.name, Object.keys(o.data ?? {})]));
    const missing: string[] = [];
    let checked = 0;
    for (const { name, template } of workloads(objects)) {
      for (const c of containersOf(template)) {
        const config = await configSchemaOf(c.command);
        if (!config) continue;
        checked++;
        // Secrets pulled in whole (envFrom secretRef) are optional outside services: they cannot count.
        const provided = new Set([
          ...(c.env ?? []).map((e) => e.name),
          ...(c.envFrom ?? []).flatMap((from) => (from.configMapRef ? (configMaps.get(from.configMapRef.name!) ?? [`(missing ConfigMap ${from.configMapRef.name})`]) : [])),
        ]);
        for (const variable of requiredVariables(config.schema)) if (!provided.has(variable)) missing.push(`${name}/${c.name} (${config.name}) lacks ${variable}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(serviceRegistry.length * 2 + 1);
  }, 60_000);

  it('runs only images the build makes, or pinned third-party ones, and references secrets without carrying them', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/nx run-many -t build/);
    const lastUser = [...dockerfile.matchAll(/^USER\s+(\S+)/gm)].pop()?.[1];
    expect(lastUser).toMatch(/^[1-9]\d*(:\d+)?$/);
    const wrong: string[] = [];
    for (const { name, template } of workloads(objects)) {
      for (const c of containersOf(template)) {
        const where = `${name}/${c.name}`;
        const [image, tag] = c.image!.split(':');
        if (!tag || tag === 'latest') wrong.push(`${where}: ${c.image} is not pinned`);
        if (image === 'ghcr.io/kiin/kiin') {
          const entry = /^apps\/([a-z-]+)\/dist\/([a-z-]+)\.js$/.exec(c.command?.[1] ?? '');
          if (c.command?.[0] !== 'node' || !entry) wrong.push(`${where}: ${c.command?.join(' ')} runs no built entry point`);
          else if (!existsSync(path.join(root, 'apps', entry[1], 'src', `${entry[2]}.ts`)) || !existsSync(path.join(root, 'apps', entry[1], 'project.json'))) {
            wrong.push(`${where}: the build makes no apps/${entry[1]}/dist/${entry[2]}.js`);
          }
        } else if (!['redis'].includes(image)) {
          wrong.push(`${where}: ${c.image} is neither Kiin's image nor an expected third-party one`);
        }
        for (const e of c.env ?? []) {
          if (/SECRET|PASSWORD|TOKEN|API_KEY/.test(e.name) && e.value !== undefined) wrong.push(`${where}: ${e.name} is written in the manifest`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the data platform', () => {
  const objects = rendered.production;

  it('has one KafkaTopic per topic and dead-letter topic of the contracts, with the production settings', () => {
    const kafka = objects.find((o) => o.kind === 'Kafka')!;
    const topics = objects
      .filter((o) => o.kind === 'KafkaTopic')
      .map((o) => ({ cluster: o.metadata.labels?.['strimzi.io/cluster'], ...(o.spec as { topicName: string; partitions: number; replicas: number; config: object }) }));
    const expected = topicsFor('production').map((t) => ({
      cluster: kafka.metadata.name,
      topicName: t.name,
      partitions: t.partitions,
      replicas: t.replicationFactor,
      config: t.config,
    }));
    const byName = (a: { topicName: string }, b: { topicName: string }) => a.topicName.localeCompare(b.topicName);
    expect(topics.sort(byName)).toEqual(expected.sort(byName));
    const pools = objects.filter((o) => o.kind === 'KafkaNodePool') as unknown as { spec: { replicas: number; roles: string[] } }[];
    const brokers = pools.filter((p) => p.spec.roles.includes('broker')).reduce((n, p) => n + p.spec.replicas, 0);
    expect(brokers).toBeGreaterThanOrEqual(Math.max(...expected.map((t) => t.replicas)));
    expect((kafka as unknown as { metadata: { annotations: Record<string, string> } }).metadata.annotations['strimzi.io/kraft']).toBe('enabled');
  });

  it('gives each service its own database and role on CloudNativePG, with the password from the Secret its pods read', () => {
    const cluster = objects.find((o) => o.kind === 'Cluster') as unknown as { metadata: { name: string }; spec: { managed: { roles: { name: string; passwordSecret: { name: string } }[] } } };
    const databases = objects.filter((o) => o.kind === 'Database') as unknown as { spec: { name: string; owner: string; cluster: { name: string } } }[];
    for (const svc of serviceRegistry) {
      const database = databases.find((d) => d.spec.name === `kiin_${svc.database}`);
      expect(database?.spec.cluster.name).toBe(cluster.metadata.name);
      const role = cluster.spec.managed.roles.find((r) => r.name === database?.spec.owner);
      const deployment = ofKind<Deployment>(objects, 'Deployment').find((d) => d.metadata.name === svc.name)!;
      const url = deployment.spec!.template.spec!.containers[0].env!.find((e) => e.name === 'DATABASE_URL');
      expect(role?.passwordSecret.name).toBe(url?.valueFrom?.secretKeyRef?.name);
    }
  });

  it('runs Redis with an append-only file on a volume and never evicts a key', () => {
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'redis-config')!.data!['redis.conf'];
    expect(config).toMatch(/^maxmemory-policy noeviction$/m);
    expect(config).toMatch(/^appendonly yes$/m);
    const redis = ofKind<StatefulSet>(objects, 'StatefulSet').find((s) => s.metadata.name === 'redis')!;
    expect(redis.spec!.volumeClaimTemplates?.map((v) => v.metadata!.name)).toEqual(['data']);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, { image?: string; build?: string; command?: string[]; read_only?: boolean; environment?: Record<string, unknown> }>;
  };

  it('runs every Kiin process from the one image, read-only, with an entry point the build makes', () => {
    const built = Object.entries(compose.services).filter(([, s]) => s.build);
    expect(new Set(built.map(([, s]) => s.image))).toEqual(new Set(['kiin:local']));
    for (const [name, s] of built) {
      const entry = /^apps\/([a-z-]+)\/dist\/([a-z-]+)\.js$/.exec(s.command?.[1] ?? '');
      expect({ [name]: entry && existsSync(path.join(root, 'apps', entry[1], 'src', `${entry[2]}.ts`)) && s.read_only }).toEqual({ [name]: true });
    }
  });

  it('gives each process the variables its configuration schema requires', async () => {
    const missing: string[] = [];
    for (const [name, s] of Object.entries(compose.services)) {
      const config = await configSchemaOf(s.command);
      if (!config) continue;
      for (const variable of requiredVariables(config.schema)) if (!(variable in (s.environment ?? {}))) missing.push(`${name} lacks ${variable}`);
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it('keeps Redis from evicting keys and persists it', () => {
    const redis = compose.services.redis as { command: string[] };
    expect(redis.command.join(' ')).toMatch(/--maxmemory-policy noeviction/);
    expect(redis.command.join(' ')).toMatch(/--appendonly yes/);
  });
});
