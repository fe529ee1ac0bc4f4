import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import type { LabelSelector } from 'kubernetes-types/meta/v1';
import { parseAllDocuments } from 'yaml';

export const root = path.resolve(__dirname, '../../../..');
export const overlays = ['staging', 'production'] as const;

/** A rendered object, loosely: each test narrows what it reads. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: unknown;
  data?: Record<string, string>;
}

/** What `kubectl kustomize` renders for an overlay (what `kubectl apply -k` would send). */
export function render(overlay: string): K8sObject[] {
  const text = execFileSync('kubectl', ['kustomize', path.join(root, 'k8s/overlays', overlay)], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return parseAllDocuments(text).map((d) => d.toJSON() as K8sObject);
}

export interface ValidationProblem {
  target: string;
  object: string;
  problem: string;
}

/** Runs scripts/k8s-validate.mjs (schemas and unknown fields) on overlay folders or rendered YAML files. */
export function validate(targets: string[]): ValidationProblem[] {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/k8s-validate.mjs'), ...targets, '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (!result.stdout.trim()) throw new Error(`k8s-validate gave no report (exit ${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout) as ValidationProblem[];
}

/** Whether a label selector selects these labels (matchLabels and matchExpressions). */
export function selects(selector: LabelSelector | undefined, labels: Record<string, string> = {}): boolean {
  if (!selector) return false;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = key in labels;
    if (operator === 'In' && !(has && values.includes(labels[key]))) return false;
    if (operator === 'NotIn' && has && values.includes(labels[key])) return false;
    if (operator === 'Exists' && !has) return false;
    if (operator === 'DoesNotExist' && has) return false;
  }
  return true;
}
