// `npm run test:inventory`: every test title by level (unit/component, integration, API,
// browser) with counts, printed and written to docs/test-inventory.md, so that moving a case
// from one level to another can be shown to keep every behaviour. Jest collects each file
// with a test-name filter that matches nothing: no test body, hook or global setup runs, and
// no server is needed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'docs/test-inventory.md');
const noop = path.join(root, 'scripts/lib/jest-noop.cjs');
const work = mkdtempSync(path.join(tmpdir(), 'kiin-inventory-'));

const levels = [
  { name: 'unit/component', config: 'jest.unit.config.cjs', where: '`apps/*/src`, `libs/*/src` `*.spec.ts(x)` (jsdom for the web app\'s components)' },
  { name: 'integration', config: 'jest.int.config.cjs', where: '`*.int-spec.ts` on the real PostgreSQL, Redis and Kafka' },
  { name: 'API', config: 'jest.e2e.config.cjs', paths: ['apps/gateway/test'], where: '`apps/gateway/test/*.e2e-spec.ts` against the started product' },
  { name: 'browser', config: 'jest.e2e.config.cjs', paths: ['apps/web/e2e'], where: '`apps/web/e2e/*.e2e-spec.ts` in Chromium against the started product' },
];

/** Collects one level's test titles, file by file, without running any of them. */
function collect(level) {
  const json = path.join(work, `${level.config}-${level.name.replace(/\W/g, '')}.json`);
  const run = spawnSync(
    'npx',
    [
      'jest', '-c', level.config, '--ci', '--json', `--outputFile=${json}`,
      // A name no test has: every test is reported as skipped, and hooks of blocks with no
      // test to run never run.
      '--testNamePattern', '^kiin inventory: no test has this name$',
      `--globalSetup=${noop}`, `--globalTeardown=${noop}`,
      '--passWithNoTests', '--silent',
      // Some files keep a connection open from import; nothing here needs them closed.
      '--forceExit',
      ...(level.paths ?? []),
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let report;
  try {
    report = JSON.parse(readFileSync(json, 'utf8'));
  } catch {
    process.stderr.write(run.stderr);
    throw new Error(`jest -c ${level.config} collected nothing (exit ${run.status})`);
  }
  const broken = report.testResults.filter((suite) => suite.assertionResults.length === 0 && suite.status === 'failed');
  if (broken.length > 0) {
    throw new Error(`could not collect ${broken.map((s) => path.relative(root, s.name)).join(', ')}:\n${broken[0].message}`);
  }
  return report.testResults
    .map((suite) => ({ file: path.relative(root, suite.name), titles: suite.assertionResults.map((t) => t.fullName) }))
    .filter((suite) => level.paths === undefined || level.paths.some((p) => suite.file.startsWith(p)))
    .sort((a, b) => a.file.localeCompare(b.file));
}

const inventory = levels.map((level) => ({ ...level, files: collect(level) }));
rmSync(work, { recursive: true, force: true });
const count = (level) => level.files.reduce((n, f) => n + f.titles.length, 0);

const lines = [
  '# Test inventory',
  '',
  'Every test case by level, written by `npm run test:inventory` (do not edit by hand). A case',
  'moved from one level to another keeps its behaviour: compare this file before and after.',
  '',
  '| level | where | files | cases |',
  '|---|---|---|---|',
  ...inventory.map((l) => `| ${l.name} | ${l.where} | ${l.files.length} | ${count(l)} |`),
  `| total | | ${inventory.reduce((n, l) => n + l.files.length, 0)} | ${inventory.reduce((n, l) => n + count(l), 0)} |`,
];
for (const level of inventory) {
  lines.push('', `## ${level.name} (${count(level)} cases in ${level.files.length} files)`);
  for (const file of level.files) {
    lines.push('', `### ${file.file} (${file.titles.length})`, '');
    for (const title of file.titles) lines.push(`- ${title.replace(/\s+/g, ' ').trim()}`);
  }
}
writeFileSync(out, `${lines.join('\n')}\n`);

for (const level of inventory) {
  process.stdout.write(`\n${level.name}: ${count(level)} cases in ${level.files.length} files\n`);
  for (const file of level.files) for (const title of file.titles) process.stdout.write(`  ${file.file} › ${title}\n`);
}
process.stdout.write('\n');
for (const level of inventory) process.stdout.write(`${level.name.padEnd(15)} ${String(count(level)).padStart(5)} cases  ${String(level.files.length).padStart(4)} files\n`);
process.stdout.write(`${'total'.padEnd(15)} ${String(inventory.reduce((n, l) => n + count(l), 0)).padStart(5)} cases\n`);
process.stdout.write(`written to ${path.relative(root, out)}\n`);
