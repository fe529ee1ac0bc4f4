// Nx plugin: per-project `lint`, `typecheck`, `test` and `int` targets for every app and lib.
//
// The workspace project (root project.json) keeps its whole-repo targets for `npm test`; these
// are the same checks cut down to one project, so that `nx affected -t lint typecheck test`
// runs only what a change can reach.
//
// Dependencies between projects are found here, by reading the `@kiin/*` imports of each
// project's files, and are written into the targets' inputs as files, not as edges of the
// project graph. The graph has no edges, and must not gain them: service-kit's integration
// tests import @kiin/testing, which imports @kiin/service-kit, so with edges `^build` would
// be a cycle (`nx run-many -t build` refuses to start) and the module-boundary lint rule,
// which reads the graph, would report the pair as a circular dependency. An input under
// `{workspaceRoot}` does both jobs an edge would: it is hashed into the task, and
// `nx affected` counts a project as touched when a file its inputs name changes.
const fs = require('node:fs');
const path = require('node:path');

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP_DIRS = new Set(['dist', 'dist-prerender', 'node_modules', 'coverage']);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](@kiin\/[a-z0-9-]+)(?:\/[^'"]*)?['"]/gm;
const QUOTED = /['"`]([a-z][a-z0-9-]*)['"`]/g;

/**
 * What a file (path relative to its project) is to the test runners: a unit or component test,
 * an integration test, an end-to-end test or its support (`e2e/`), a helper of the tests in
 * `test/`, or production code.
 */
function kindOf(file) {
  if (/\.int-spec\.ts$/.test(file)) return 'int';
  if (/\.e2e-spec\.ts$/.test(file) || file.startsWith('e2e/')) return 'e2e';
  if (/\.spec\.tsx?$/.test(file)) return 'unit';
  if (file.startsWith('test/')) return 'support';
  return 'prod';
}

function codeFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) codeFiles(full, out);
    else if (CODE.test(entry.name)) out.push(full);
  }
  return out;
}

/** Reads every app and lib: its name, its test files and which projects each kind of file imports. */
function readProjects(configFiles, workspaceRoot) {
  const projects = configFiles.map((file) => {
    const root = path.posix.dirname(file);
    const config = JSON.parse(fs.readFileSync(path.join(workspaceRoot, file), 'utf8'));
    const pkgFile = path.join(workspaceRoot, root, 'package.json');
    const pkgName = fs.existsSync(pkgFile) ? JSON.parse(fs.readFileSync(pkgFile, 'utf8')).name : undefined;
    return { file, root, name: config.name ?? path.posix.basename(root), pkgName, config };
  });
  const byPackage = new Map(projects.filter((p) => p.pkgName).map((p) => [p.pkgName, p.name]));
  for (const p of projects) {
    p.imports = { prod: new Set(), unit: new Set(), int: new Set(), e2e: new Set(), support: new Set() };
    p.kinds = new Set();
    p.intSources = [];
    for (const full of codeFiles(path.join(workspaceRoot, p.root))) {
      const rel = path.relative(path.join(workspaceRoot, p.root), full).split(path.sep).join('/');
      const kind = kindOf(rel);
      const text = fs.readFileSync(full, 'utf8');
      p.kinds.add(kind);
      for (const [, pkg] of text.matchAll(IMPORT)) {
        const target = byPackage.get(pkg);
        if (target && target !== p.name) p.imports[kind].add(target);
      }
      // Integration tests and their helpers name the built services they start.
      if (kind === 'int' || kind === 'support') p.intSources.push(text);
    }
  }
  return projects;
}

/** The projects `name` reaches through the imports of the given kinds of its files, then through production files. */
function reach(byName, name, kinds) {
  const found = new Set();
  const visit = (n) => {
    for (const dep of byName.get(n).imports.prod) {
      if (dep !== name && !found.has(dep)) {
        found.add(dep);
        visit(dep);
      }
    }
  };
  for (const kind of kinds) {
    for (const dep of byName.get(name).imports[kind]) {
      if (dep !== name && !found.has(dep)) {
        found.add(dep);
        visit(dep);
      }
    }
  }
  return [...found].sort();
}

/**
 * A named input of nx.json (e.g. `production`) as it applies to another project, written as
 * `{workspaceRoot}` file sets: `{projectRoot}` becomes that project's folder.
 */
function namedInputFor(nxJson, inputName, root, seen = new Set()) {
  if (seen.has(inputName)) return [];
  seen.add(inputName);
  const named = nxJson.namedInputs ?? {};
  const out = [];
  for (const input of named[inputName] ?? []) {
    if (typeof input !== 'string') continue;
    if (input in named) out.push(...namedInputFor(nxJson, input, root, seen));
    else if (input.includes('{projectRoot}')) out.push(input.replace('{projectRoot}', `{workspaceRoot}/${root}`));
  }
  return out;
}

function filesOf(nxJson, byName, deps) {
  const inputs = [];
  for (const dep of deps) {
    const set = namedInputFor(nxJson, 'production', byName.get(dep).root);
    inputs.push(...(set.length > 0 ? set : [`{workspaceRoot}/${byName.get(dep).root}/**/*`]));
  }
  return inputs;
}

async function createTargets(configFiles, options, context) {
  const nxJson = context.nxJsonConfiguration ?? {};
  const extraTestInputs = options?.testInputs ?? {};
  const projects = readProjects(configFiles, context.workspaceRoot);
  const byName = new Map(projects.map((p) => [p.name, p]));
  const apps = projects.filter((p) => p.root.startsWith('apps/')).map((p) => p.name);

  return projects.map((p) => {
    const all = reach(byName, p.name, ['prod', 'unit', 'int', 'e2e', 'support']);
    const unit = reach(byName, p.name, ['prod', 'unit']);
    // Jest takes the folder as a pattern; the trailing slash keeps apps/web from matching apps/web-*.
    const targets = {
      lint: {
        command: `eslint ${p.root} --max-warnings=0`,
        cache: true,
        inputs: [
          'default',
          ...filesOf(nxJson, byName, all),
          '{workspaceRoot}/eslint.config.mjs',
          '{workspaceRoot}/tsconfig.json',
        ],
        outputs: [],
        metadata: { description: `ESLint on ${p.root}, no warnings allowed` },
      },
      typecheck: {
        command: `node tools/nx/typecheck.cjs ${p.root}`,
        cache: true,
        inputs: [
          'default',
          ...filesOf(nxJson, byName, all),
          '{workspaceRoot}/tsconfig.json',
          '{workspaceRoot}/tools/nx/typecheck.cjs',
        ],
        outputs: [],
        metadata: { description: `tsc --noEmit on the files of ${p.root} (and what they import)` },
      },
      test: {
        command: `jest -c jest.unit.config.cjs ${p.root}/ --passWithNoTests`,
        cache: true,
        inputs: [
          'default',
          ...filesOf(nxJson, byName, unit),
          '{workspaceRoot}/jest.preset.cjs',
          '{workspaceRoot}/jest.unit.config.cjs',
          ...(extraTestInputs[p.name] ?? []),
        ],
        outputs: [],
        metadata: { description: `Unit and component tests in ${p.root}` },
      },
    };
    if (p.kinds.has('int')) {
      const intDeps = reach(byName, p.name, ['prod', 'int', 'support']);
      // Built services the tests start (`startServiceProcess('content-svc', ...)`), with what they import.
      const started = new Set();
      for (const text of p.intSources) {
        for (const [, word] of text.matchAll(QUOTED)) if (apps.includes(word)) started.add(word);
      }
      const toBuild = new Set(intDeps);
      for (const app of started) {
        toBuild.add(app);
        for (const dep of reach(byName, app, ['prod'])) toBuild.add(dep);
      }
      targets.int = {
        command: `jest -c jest.int.config.cjs ${p.root}/ --passWithNoTests`,
        cache: false,
        // What `^build` would name if the graph had edges, and the services the tests start.
        dependsOn: toBuild.size > 0 ? [{ projects: [...toBuild].sort(), target: 'build' }] : [],
        inputs: [
          'default',
          ...filesOf(nxJson, byName, intDeps),
          '{workspaceRoot}/jest.preset.cjs',
          '{workspaceRoot}/jest.int.config.cjs',
        ],
        metadata: { description: `Integration tests in ${p.root} (PostgreSQL, Redis and Kafka must be up)` },
      };
    }
    return [p.file, { projects: { [p.root]: { targets } } }];
  });
}

const createNodesV2 = ['{apps,libs}/*/project.json', createTargets];

module.exports = { createNodes: createNodesV2, createNodesV2 };
