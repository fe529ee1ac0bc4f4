import path from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Which projects may import which. The web app's browser tests (apps/web/e2e) run in Node
 * beside the started product, not in the page, so they may also use the test helpers.
 */
const moduleBoundaries = ({ webMayUse = [] } = {}) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints: [
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared', ...webMayUse] },
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
      { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
    ],
  },
];

const webSrc = path.join(import.meta.dirname, 'apps/web/src');

/**
 * Where a file of the web app sits: in a feature (`features/<name>/`), in app/ or at the top of
 * src/ (main.tsx, prerender.tsx: they compose the features), or in a shared layer
 * (components/, api/, auth/, …, named by its folder). Null outside apps/web/src.
 */
function webArea(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, second] = relative.split(path.sep);
  if (first === 'features' && second) return { kind: 'feature', name: second };
  if (first === 'app' || second === undefined) return { kind: 'app', name: 'app' };
  return { kind: 'shared', name: first };
}

/**
 * The web app's layers, as bulletproof-react draws them: a feature may use the shared layers
 * but no other feature, a shared layer uses no feature, and only app/ composes features. The
 * imports are relative paths, resolved here against the importing file; `jest.mock('…')` and
 * `typeof import('…')` count too. It also keeps the rule `no-restricted-imports` gives other
 * projects (no climbing out of the project), which cannot tell from a pattern how deep a file is.
 */
const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Features of the web app do not import each other; shared layers do not import features.' },
    messages: {
      crossFeature:
        'features/{{from}} must not import from features/{{to}}: move what both need into a shared layer (components/, auth/, api/, …) or compose the two in app/.',
      sharedImportsFeature:
        '{{from}}/ is a shared layer and must not import from features/{{to}}: move what it needs into a shared layer, or compose in app/.',
      climbsOut: 'Import other projects by their @kiin/ name, not by climbing out.',
    },
    schema: [],
  },
  create(context) {
    const from = webArea(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node?.type === 'TSLiteralType' ? node.literal?.value : node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      if (!target.startsWith(path.join(webSrc, '..') + path.sep)) {
        context.report({ node, messageId: 'climbsOut' });
        return;
      }
      const to = webArea(target);
      if (to?.kind !== 'feature' || from.kind === 'app' || from.name === to.name) return;
      context.report({ node, messageId: from.kind === 'feature' ? 'crossFeature' : 'sharedImportsFeature', data: { from: from.name, to: to.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument),
      'CallExpression[callee.object.name="jest"]': (node) => check(node.arguments[0]),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      '.data/**',
      '.nx/**',
      'infra/kafka/target/**',
      '**/*.config.{js,cjs,mjs}',
      // Except this one, which holds a rule of its own (kiin-web/layers).
      '!eslint.config.mjs',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': moduleBoundaries(),
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Import other projects by their @kiin/ name, not by climbing out.' }] },
      ],
    },
  },
  {
    files: ['apps/web/e2e/**'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries({ webMayUse: ['kind:testing'] }) },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'libs/testing/**', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'kiin-web': { rules: { layers: webLayers } } },
    // The layers rule resolves each relative import, so it also says when one climbs out of the project.
    rules: { 'kiin-web/layers': 'error', 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, project: false }, globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', AbortSignal: 'readonly', Buffer: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', performance: 'readonly' } },
  },
  { files: ['scripts/**', 'infra/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
