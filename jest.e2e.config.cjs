// Browser end-to-end tests: real Chromium against the product started as `npm start` starts it.
module.exports = {
  ...require('./jest.preset.cjs'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/apps/web/e2e/**/*.e2e-spec.ts', '<rootDir>/apps/gateway/test/**/*.e2e-spec.ts'],
  // Node's, recording what the open pages showed when a browser test fails.
  testEnvironment: '<rootDir>/apps/web/e2e/support/environment.cjs',
  testTimeout: 120000,
  // One worker runs the files in Jest's own process: its shared Chromium is closed at the end.
  globalTeardown: '<rootDir>/apps/web/e2e/support/global-teardown.cjs',
  // Browser tests share the started product; KIIN_E2E_WORKERS runs several files at once.
  maxWorkers: Number(process.env.KIIN_E2E_WORKERS ?? 1),
};
