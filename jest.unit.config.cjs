module.exports = {
  ...require('./jest.preset.cjs'),
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs}/**/*.spec.{ts,tsx}'],
  testEnvironment: 'node',
  // A component test renders the whole app in jsdom: on two busy cores (the suite runs its
  // lanes side by side) one can take several seconds. The limit catches a hang, not slowness.
  testTimeout: 30000,
  // Jest's default is one worker on two cores. The unit tests run last in `npm test`, once the
  // end-to-end tests have left the processors, so both are used (alone: 148 s on one worker).
  maxWorkers: Number(process.env.KIIN_UNIT_WORKERS ?? 2),
};
