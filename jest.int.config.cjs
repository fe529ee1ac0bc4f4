// Integration tests run against the real PostgreSQL, Redis and Kafka (see libs/testing).
module.exports = {
  ...require('./jest.preset.cjs'),
  displayName: 'integration',
  testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts'],
  testEnvironment: 'node',
  // Each service's migrations run once per run into a template database; files clone it.
  globalSetup: '<rootDir>/libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/jest/global-teardown.ts',
  testTimeout: 120000,
  // Files never share databases, topics or Redis keys, and mostly wait on the servers: two at once.
  maxWorkers: Number(process.env.KIIN_INT_WORKERS ?? 2),
};
