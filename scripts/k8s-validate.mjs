// `npm run k8s:validate [-- <overlay dir | rendered.yaml> ...] [--json]`: checks every object
// the overlays render, offline, with no cluster:
//  1. against the Kubernetes OpenAPI schemas (kubernetes-models: types, formats, required fields);
//  2. for unknown fields, which those schemas let through (a misspelled `readinesProbe` would be
//     dropped silently by the API server): each object is type-checked as an object literal of
//     its Kubernetes type (kubernetes-types), so every field anywhere must exist there;
//  3. custom resources (Strimzi, CloudNativePG, Prometheus Operator) the same way, against the
//     vendored types of k8s/schemas/crds.d.ts.
// Without arguments: every overlay under k8s/overlays. Exits 1 when anything is wrong.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const inputs = args.filter((a) => !a.startsWith('--'));
const targets = inputs.length > 0 ? inputs : readdirSync(path.join(root, 'k8s/overlays')).map((o) => path.join('k8s/overlays', o));

const customGroups = new Set(['kafka.strimzi.io', 'postgresql.cnpg.io', 'monitoring.coreos.com']);

/** The rendered objects of an overlay (kubectl kustomize), or of a YAML file as it is. */
function load(target) {
  const full = path.resolve(root, target);
  const text = statSync(full).isDirectory() ? execFileSync('kubectl', ['kustomize', full], { encoding: 'utf8', maxBuffer: 64 << 20 }) : readFileSync(full, 'utf8');
  return parseAllDocuments(text)
    .map((d) => d.toJSON())
    .filter((o) => o !== null);
}

const describe = (o) => `${o?.kind ?? '?'} ${o?.metadata?.name ?? '?'}`;

function split(apiVersion) {
  const i = apiVersion.lastIndexOf('/');
  return i < 0 ? { group: '', version: apiVersion } : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

/** 1. The OpenAPI schema of a built-in kind. */
async function schemaProblems(object) {
  const { group, version } = split(object.apiVersion ?? '');
  if (customGroups.has(group)) return [];
  const module = `kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`;
  let Model;
  try {
    Model = (await import(module))[object.kind];
  } catch {
    return [`no Kubernetes schema for ${object.apiVersion} ${object.kind}`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return String(error.message)
      .split(/,\s*(?=data)/)
      .map((line) => line.trim());
  }
}

/** Where kubernetes-types keeps a built-in group's types: `networking.k8s.io` → `networking`. */
function typesModule(group, version) {
  const dir = group === '' ? 'core' : group.replace(/\.k8s\.io$/, '').replace(/\.authorization$/, '');
  const file = path.join(root, 'node_modules/kubernetes-types', dir, `${version}.d.ts`);
  return existsSync(file) ? `kubernetes-types/${dir}/${version}` : undefined;
}

/** 2 and 3. Every object as a literal of its type: unknown fields and wrong types are errors. */
function typeProblems(objects) {
  const problems = objects.map(() => []);
  const general = [];
  const imports = new Map();
  const types = objects.map((object, index) => {
    const { group, version } = split(object.apiVersion ?? '');
    if (customGroups.has(group)) return `CustomResources[${JSON.stringify(object.apiVersion)}][${JSON.stringify(object.kind)}]`;
    const module = typesModule(group, version);
    if (!module) {
      problems[index].push(`no types for ${object.apiVersion}`);
      return undefined;
    }
    if (!imports.has(module)) imports.set(module, `m${imports.size}`);
    return `${imports.get(module)}.${object.kind}`;
  });
  let text = "import type { CustomResources } from './schemas/crds';\n";
  for (const [module, alias] of imports) text += `import type * as ${alias} from '${module}';\n`;
  const spans = [];
  objects.forEach((object, index) => {
    if (!types[index]) return;
    const start = text.length;
    text += `export const object${index}: ${types[index]} = ${JSON.stringify(object, null, 2)};\n`;
    spans.push({ index, start, end: text.length });
  });
  const file = path.join(root, 'k8s/__rendered__.ts');
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, ...rest) =>
    name === file ? ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true) : getSourceFile.call(host, name, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? text : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    const span = d.file?.fileName === file ? spans.find((s) => (d.start ?? 0) >= s.start && (d.start ?? 0) < s.end) : undefined;
    if (!span) {
      general.push(message);
      continue;
    }
    const at = pathAt(d.file, d.start ?? 0);
    problems[span.index].push(`${at ? `${at}: ` : ''}${message}`);
  }
  return { problems, general };
}

/** The property path of a position in the generated source, e.g. spec.template.spec.containers[0]. */
function pathAt(sourceFile, position) {
  let node = findNode(sourceFile, position);
  const parts = [];
  while (node && !ts.isVariableDeclaration(node)) {
    if (ts.isPropertyAssignment(node)) parts.unshift(node.name.getText(sourceFile).replace(/^"|"$/g, ''));
    else if (node.parent && ts.isArrayLiteralExpression(node.parent)) parts.unshift(`[${node.parent.elements.indexOf(node)}]`);
    node = node.parent;
  }
  return parts.join('.').replace(/\.\[/g, '[');
}

function findNode(node, position) {
  for (const child of node.getChildren()) {
    if (position >= child.getStart() && position < child.getEnd()) return findNode(child, position);
  }
  return node;
}

const report = [];
for (const target of targets) {
  const objects = load(target);
  const types = typeProblems(objects);
  for (const [index, object] of objects.entries()) {
    const problems = [...(await schemaProblems(object)), ...types.problems[index]];
    for (const problem of problems) report.push({ target, object: describe(object), problem });
  }
  for (const problem of types.general) report.push({ target, object: '(types)', problem });
  if (!json) process.stdout.write(`${target}: ${objects.length} objects\n`);
}

if (json) process.stdout.write(`${JSON.stringify(report)}\n`);
else for (const { target, object, problem } of report) process.stdout.write(`${target}: ${object}: ${problem}\n`);
if (report.length > 0) {
  if (!json) process.stdout.write(`${report.length} problems\n`);
  process.exit(1);
}
if (!json) process.stdout.write('every object is valid\n');
