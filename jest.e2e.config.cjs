// Browser end-to-end tests: real Chromium against the product started as `npm start` starts it.
module.exports = {
  ...require('./jest.preset.cjs'),
  displayName: 'e2e',
  testMatch: ['<rootDir>/apps/web/e2e/**/*.e2e-spec.ts', '<rootDir>/apps/gateway/test/**/*.e2e-spec.ts'],
  testEnvironment: 'node',
  testTimeout: 120000,
  maxWorkers: 1,
};
