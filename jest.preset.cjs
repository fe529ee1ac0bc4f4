// Shared Jest settings: SWC transforms TypeScript (decorators and their metadata included),
// and @kiin/* imports resolve to library sources so tests never need a build first.
const path = require('node:path');
const root = __dirname;
module.exports = {
  rootDir: root,
  transform: {
    '^.+\\.(tsx?|jsx?|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2023',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@kiin/(contracts|service-kit|testing)$': path.join(root, 'libs/$1/src/index.ts'),
    // The operator commands' slim entry of the kit.
    '^@kiin/service-kit/admin$': path.join(root, 'libs/service-kit/src/admin.ts'),
    // The end-to-end helpers alone, for the browser tests, which must not load the server kit.
    '^@kiin/testing/e2e$': path.join(root, 'libs/testing/src/e2e.ts'),
  },
  // A few dependencies ship as ES modules only; SWC turns them into CommonJS for Jest: the
  // sign-in client's, MSW's, and react-markdown with the unified packages it renders through.
  transformIgnorePatterns: [
    `/node_modules/(?!(${[
      'content-disposition|openid-client|oauth4webapi|jose|rettime|until-async|@msw|@open-draft',
      'react-markdown|remark-[^/]+|unified|bail|trough|devlop|vfile[^/]*|unist-[^/]+|mdast-[^/]+|hast-[^/]+|micromark[^/]*',
      'decode-named-character-reference|character-[^/]+|comma-separated-tokens|space-separated-tokens|estree-util-[^/]+',
      'property-information|html-url-attributes|zwitch|longest-streak|ccount|parse-entities|is-alphanumerical|is-alphabetical',
      'is-decimal|is-hexadecimal|is-plain-obj|stringify-entities|trim-lines|@ungap',
    ].join('|')})/)`,
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.tools/'],
  modulePathIgnorePatterns: ['<rootDir>/apps/.*/dist', '<rootDir>/libs/.*/dist', '<rootDir>/.tools'],
};
