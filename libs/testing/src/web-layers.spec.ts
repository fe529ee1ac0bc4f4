import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The web app's feature folders stay apart (eslint.config.mjs, `kiin-web/layers`): a feature
 * imports shared layers and its own files, never another feature, and only app/ composes them.
 */
const root = path.resolve(__dirname, '../../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Code linted as if it were the file at `filePath` (an existing file, so the web app's rules apply). */
const samples = {
  crossFeature: {
    filePath: 'apps/web/src/features/coach/CoachPage.tsx',
    code: "import { DiscussionCard } from '../community/components/DiscussionCard';\nexport const card = DiscussionCard;\n",
  },
  crossFeatureLazy: {
    filePath: 'apps/web/src/features/dashboard/DashboardPage.tsx',
    code: "export const load = () => import('../coach/CoachPage');\n",
  },
  crossFeatureMock: {
    filePath: 'apps/web/src/features/profile/ProfilePage.spec.tsx',
    code: "jest.mock('../staff/StaffOnly', () => ({ StaffOnly: () => null }));\n",
  },
  sameFeature: {
    filePath: 'apps/web/src/features/coach/CoachPage.tsx',
    code: "import { ChatPanel } from './components/ChatPanel';\nimport { Composer } from '../coach/components/Composer';\nexport const parts = [ChatPanel, Composer];\n",
  },
  featureUsesShared: {
    filePath: 'apps/web/src/features/coach/components/ChatPanel.tsx',
    code: "import { QueryError } from '../../../components/QueryError';\nimport { coachApi } from '../../../api/coach-api';\nexport const parts = [QueryError, coachApi];\n",
  },
  sharedImportsFeature: {
    filePath: 'apps/web/src/components/QueryError.tsx',
    code: "import CoachPage from '../features/coach/CoachPage';\nexport const page = CoachPage;\n",
  },
  appComposes: {
    filePath: 'apps/web/src/app/routes.tsx',
    code: "import { lazy } from 'react';\nexport const CoachPage = lazy(() => import('../features/coach/CoachPage'));\n",
  },
  climbsOut: {
    filePath: 'apps/web/src/features/coach/CoachPage.tsx',
    code: "import { coachLimits } from '../../../../../libs/contracts/src/index';\nexport const limits = coachLimits;\n",
  },
};
type Sample = keyof typeof samples;

// As in module-boundaries.spec.ts: one ESLint process with the repository's configuration, the
// rules that need type information switched off (this rule reads paths, not types), and Nx's
// boundary rule too (it wants a project graph, and module-boundaries.spec.ts tests it).
const linter = `
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');
const samples = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
(async () => {
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked, { rules: { '@nx/enforce-module-boundaries': 'off' } }] });
  const out = {};
  for (const [name, { filePath, code }] of Object.entries(samples)) {
    const [result] = await eslint.lintText(code, { filePath });
    out[name] = result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
  }
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
`;

let reports: Record<Sample, LintMessage[]>;

const layerErrors = (sample: Sample) =>
  reports[sample].filter((m) => m.ruleId === 'kiin-web/layers' || m.ruleId === 'no-restricted-imports').map((m) => m.message);

beforeAll(() => {
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
  const result = spawnSync(process.execPath, ['-e', linter], { cwd: root, env, input: JSON.stringify(samples), encoding: 'utf8' });
  if (result.status !== 0 || !result.stdout) throw new Error(`eslint gave no report: ${result.stderr}`);
  reports = JSON.parse(result.stdout) as Record<Sample, LintMessage[]>;
}, 120_000);

describe('web feature folders', () => {
  it('reject a feature importing another feature', () => {
    expect(layerErrors('crossFeature')).toEqual([
      'features/coach must not import from features/community: move what both need into a shared layer (components/, auth/, api/, …) or compose the two in app/.',
    ]);
  });

  it('reject it lazily loaded or mocked in a test, too', () => {
    expect(layerErrors('crossFeatureLazy')).toEqual([expect.stringContaining('features/dashboard must not import from features/coach')]);
    expect(layerErrors('crossFeatureMock')).toEqual([expect.stringContaining('features/profile must not import from features/staff')]);
  });

  it('accept a feature importing its own files, however the path is written', () => {
    expect(layerErrors('sameFeature')).toEqual([]);
  });

  it('accept a feature using the shared layers', () => {
    expect(layerErrors('featureUsesShared')).toEqual([]);
  });

  it('reject a shared layer importing a feature', () => {
    expect(layerErrors('sharedImportsFeature')).toEqual([
      'components/ is a shared layer and must not import from features/coach: move what it needs into a shared layer, or compose in app/.',
    ]);
  });

  it('let app/ compose the features', () => {
    expect(layerErrors('appComposes')).toEqual([]);
  });

  it('still refuse a relative import that climbs out of the project', () => {
    expect(layerErrors('climbsOut')).toEqual(['Import other projects by their @kiin/ name, not by climbing out.']);
  });
});
