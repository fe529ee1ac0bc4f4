module.exports = {
  ...require('./jest.preset.cjs'),
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs}/**/*.spec.{ts,tsx}'],
  testEnvironment: 'node',
  // A component test renders the whole app in jsdom: on two busy cores (the suite runs its
  // lanes side by side) one can take several seconds. The limit catches a hang, not slowness.
  testTimeout: 30000,
};
