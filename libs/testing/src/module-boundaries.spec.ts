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

/** Lints `code` as if it were the file at `filePath` (an existing file, so typed rules load). */
function lint(filePath: string, code: string): LintMessage[] {
  const result = spawnSync(bin('eslint'), ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    env,
    input: code,
    encoding: 'utf8',
  });
  if (!result.stdout) throw new Error(`eslint gave no report: ${result.stderr}`);
  return (JSON.parse(result.stdout) as { messages: LintMessage[] }[])[0].messages;
}

const boundaryErrors = (messages: LintMessage[]) =>
  messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);

beforeAll(() => {
  // What `npm test` and `npm run lint` do first: the project graph the rule reads.
  const graph = spawnSync(bin('nx'), ['show', 'projects'], { cwd: root, env, encoding: 'utf8' });
  expect(graph.status).toBe(0);
}, 60_000);

describe('module boundaries', () => {
  it('keep server code out of the web app', () => {
    const messages = lint('apps/web/src/main.tsx', "import { Kit } from '@kiin/service-kit';\nexport const kit = Kit;\n");
    expect(boundaryErrors(messages)).toEqual([
      expect.stringContaining('A project tagged with "scope:web" can only depend on libs tagged with "scope:web", "scope:shared"'),
    ]);
  }, 60_000);

  it('keep one app from importing another', () => {
    const messages = lint('apps/gateway/src/main.ts', "import { database } from '../../content-svc/src/database';\nexport const db = database;\n");
    expect(boundaryErrors(messages)).toEqual([expect.stringContaining('Projects cannot be imported by a relative or absolute path')]);
  }, 60_000);

  it('let the web app use the shared contracts', () => {
    const messages = lint('apps/web/src/main.tsx', "import { ServiceName } from '@kiin/contracts';\nexport const name = ServiceName.Content;\n");
    expect(boundaryErrors(messages)).toEqual([]);
  }, 60_000);
});
