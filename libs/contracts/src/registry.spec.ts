import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { serviceAddrVar, serviceRegistry } from './registry';

const root = path.resolve(__dirname, '../../..');

interface ComposeService {
  command?: string[];
  environment?: Record<string, string | number>;
}
interface Container {
  name: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  ports?: { name: string; containerPort: number }[];
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  spec: {
    template?: { spec: { containers: Container[]; initContainers?: Container[] } };
    ports?: { name: string; port: number }[];
  };
}

const envOf = (c: Container) => Object.fromEntries((c.env ?? []).map((e) => [e.name, e.value]));

describe('the service registry is what every deployment runs', () => {
  const compose = (parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, ComposeService> }).services;
  const rendered = parseAllDocuments(execFileSync('kubectl', ['kustomize', path.join(root, 'k8s/base')], { encoding: 'utf8' })).map(
    (d) => d.toJSON() as K8sObject,
  );
  const k8s = (kind: string, name: string) => rendered.find((o) => o.kind === kind && o.metadata.name === name);

  it.each(serviceRegistry.map((s) => [s.name, s] as const))('docker-compose.yml runs %s as the registry says', (name, svc) => {
    const service = compose[name];
    expect(service?.command).toEqual(['node', `apps/${name}/dist/main.js`]);
    expect(String(service.environment?.TCP_PORT)).toBe(String(svc.tcp));
    expect(String(service.environment?.HTTP_PORT)).toBe(String(svc.http));
    expect(String(service.environment?.DATABASE_URL)).toMatch(new RegExp(`/kiin_${svc.database}$`));
    expect(compose[`${name}-migrate`]?.command).toEqual(['node', `apps/${name}/dist/migrate.js`]);
    expect(Boolean(compose[`${name}-worker`])).toBe(svc.worker);
    if (svc.worker) expect(String(compose[`${name}-worker`].environment?.HTTP_PORT)).toBe(String(svc.workerHttp));
    expect(compose.gateway?.environment?.[serviceAddrVar(name)]).toBe(`${name}:${svc.tcp}`);
  });

  it.each(serviceRegistry.map((s) => [s.name, s] as const))('k8s/ deploys %s as the registry says', (name, svc) => {
    const container = k8s('Deployment', name)?.spec.template?.spec.containers.find((c) => c.name === name);
    expect(container?.command).toEqual(['node', `apps/${name}/dist/main.js`]);
    expect(envOf(container!)).toMatchObject({ TCP_PORT: String(svc.tcp), HTTP_PORT: String(svc.http) });
    expect(container?.ports).toEqual(
      expect.arrayContaining([
        { name: 'rpc', containerPort: svc.tcp },
        { name: 'http', containerPort: svc.http },
      ]),
    );
    expect(k8s('Service', name)?.spec.ports).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'rpc', port: svc.tcp }), expect.objectContaining({ name: 'http', port: svc.http })]),
    );
    expect(Boolean(k8s('Deployment', `${name}-worker`))).toBe(svc.worker);
    if (svc.worker) {
      const worker = k8s('Deployment', `${name}-worker`)?.spec.template?.spec.containers.find((c) => c.name === `${name}-worker`);
      expect(envOf(worker!)).toMatchObject({ HTTP_PORT: String(svc.workerHttp) });
      expect(worker?.ports).toEqual([{ name: 'http', containerPort: svc.workerHttp }]);
    }
    const gateway = k8s('Deployment', 'gateway')?.spec.template?.spec.containers.find((c) => c.name === 'gateway');
    expect(envOf(gateway!)[serviceAddrVar(name)]).toBe(`${name}:${svc.tcp}`);
  });

  it('deploys no service that the registry does not list', () => {
    const known = new Set(serviceRegistry.flatMap((s) => [s.name, `${s.name}-worker`]));
    const deployed = rendered.filter((o) => o.kind === 'Deployment' && o.metadata.name.endsWith('-svc') || /-svc-worker$/.test(o.metadata.name));
    expect(deployed.map((o) => o.metadata.name).filter((n) => !known.has(n))).toEqual([]);
    const composed = Object.keys(compose).filter((n) => /-svc(-worker)?$/.test(n));
    expect(composed.filter((n) => !known.has(n))).toEqual([]);
  });
});
