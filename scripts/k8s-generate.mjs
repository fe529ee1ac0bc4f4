// `npm run k8s:generate`: writes the parts of k8s/ and docker-compose.yml that follow the
// contracts, so they cannot drift from them: a Deployment (with its Service, disruption
// budget and autoscaler) per service, worker and the gateway, the NetworkPolicies, the
// PostgreSQL roles and databases, and one KafkaTopic per topic and dead-letter topic with the
// production settings of libs/contracts/src/topics.ts. Tests fail while the committed files
// disagree with the contracts (libs/contracts/src/registry.spec.ts, libs/testing/src/k8s/).
// `--check` writes nothing and exits 1 on a difference.
//
// Each kind of resource is built in scripts/k8s/ as typed objects and written by
// scripts/k8s/yaml.mjs; this file only decides which object goes to which file.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeFile } from './k8s/compose.mjs';
import { kafkaTopics } from './k8s/kafka-topics.mjs';
import { networkPolicies } from './k8s/network-policies.mjs';
import { processNames } from './k8s/platform.mjs';
import { postgres } from './k8s/postgres.mjs';
import { appsKustomization, gatewayWorkload, serviceWorkload, workerWorkload } from './k8s/workloads.mjs';
import { documents, HEADER, toYaml } from './k8s/yaml.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

execFileSync('npx', ['nx', 'run', 'contracts:build', '--outputStyle=static'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
/** @type {import('./k8s/platform.mjs').Contracts} */
const contracts = createRequire(import.meta.url)('../libs/contracts/dist/index.js');
const { serviceRegistry, topicsFor } = contracts;

const processes = processNames(serviceRegistry);
/** @type {Map<string, string>} path from the repository's root → content */
const files = new Map();
for (const svc of serviceRegistry) {
  files.set(`k8s/base/apps/${svc.name}.yaml`, documents(serviceWorkload(svc)));
  if (svc.worker) files.set(`k8s/base/apps/${svc.name}-worker.yaml`, documents(workerWorkload(svc)));
}
files.set('k8s/base/apps/gateway.yaml', documents(gatewayWorkload(contracts)));
files.set('k8s/base/apps/kustomization.yaml', HEADER + toYaml(appsKustomization(processes)));
files.set('k8s/base/network-policies.yaml', documents(networkPolicies(processes)));
files.set('k8s/base/postgres/cluster.yaml', documents(postgres(serviceRegistry)));
files.set('k8s/base/kafka/topics.yaml', documents(kafkaTopics(topicsFor)));
files.set('docker-compose.yml', composeFile(contracts));

let stale = 0;
for (const [file, text] of files) {
  const full = path.join(root, file);
  let current = '';
  try {
    current = readFileSync(full, 'utf8');
  } catch {
    /* new file */
  }
  if (current === text) continue;
  stale++;
  if (check) {
    process.stdout.write(`${file} differs from what the contracts give\n`);
  } else {
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    process.stdout.write(`wrote ${file}\n`);
  }
}
if (check && stale > 0) {
  process.stdout.write('run `npm run k8s:generate` and commit the result\n');
  process.exit(1);
}
if (stale === 0) process.stdout.write('k8s/ and docker-compose.yml follow the contracts\n');
