import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The module-boundary rule really runs: the lint that `npm test` starts with would pass
 * silently if the rule skipped itself (it does when Nx has no project graph yet).
 */
const root = path.resolve(__dirname, '../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Code linted as if it were the file at `filePath` (an existing file, so its project's rules apply). */
const samples = {
  serverInWeb: { filePath: 'apps/web/src/main.tsx', code: "import { Kit } from '@kiin/service-kit';\nexport const kit = Kit;\n" },
  appInApp: { filePath: 'apps/gateway/src/main.ts', code: "import { database } from '../../content-svc/src/database';\nexport const db = database;\n" },
  contractsInWeb: { filePath: 'apps/web/src/main.tsx', code: "import { ServiceName } from '@kiin/contracts';\nexport const name = ServiceName.Content;\n" },
};
type Sample = keyof typeof samples;

// One ESLint process lints every sample with the repository's own configuration, the rules
// that need TypeScript's type information switched off as typescript-eslint documents it: the
// boundary rule reads Nx's project graph, not types, and building the program for a whole app
// took most of a minute.
const linter = `
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');
const samples = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
(async () => {
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] });
  const out = {};
  for (const [name, { filePath, code }] of Object.entries(samples)) {
    const [result] = await eslint.lintText(code, { filePath });
    out[name] = result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
  }
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
`;

let reports: Record<Sample, LintMessage[]>;

const boundaryErrors = (sample: Sample) =>
  reports[sample].filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);

beforeAll(() => {
  // What `npm test` and `npm run lint` do first: the project graph the rule reads.
  const graph = spawnSync(bin('nx'), ['show', 'projects'], { cwd: root, env, encoding: 'utf8' });
  expect(graph.status).toBe(0);
  const result = spawnSync(process.execPath, ['-e', linter], { cwd: root, env, input: JSON.stringify(samples), encoding: 'utf8' });
  if (result.status !== 0 || !result.stdout) throw new Error(`eslint gave no report: ${result.stderr}`);
  reports = JSON.parse(result.stdout) as Record<Sample, LintMessage[]>;
}, 120_000);

describe('module boundaries', () => {
  it('keep server code out of the web app', () => {
    expect(boundaryErrors('serverInWeb')).toEqual([
      expect.stringContaining('A project tagged with "scope:web" can only depend on libs tagged with "scope:web", "scope:shared"'),
    ]);
  });

  it('keep one app from importing another', () => {
    expect(boundaryErrors('appInApp')).toEqual([expect.stringContaining('Projects cannot be imported by a relative or absolute path')]);
  });

  it('let the web app use the shared contracts', () => {
    expect(boundaryErrors('contractsInWeb')).toEqual([]);
  });
});
