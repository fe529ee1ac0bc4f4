// Integration tests run against the real PostgreSQL, Redis and Kafka (see libs/testing).
module.exports = {
  ...require('./jest.preset.cjs'),
  displayName: 'integration',
  testMatch: ['<rootDir>/{apps,libs}/**/*.int-spec.ts'],
  testEnvironment: 'node',
  testTimeout: 120000,
  maxWorkers: 1,
};
