module.exports = {
  ...require('./jest.preset.cjs'),
  displayName: 'unit',
  testMatch: ['<rootDir>/{apps,libs}/**/*.spec.{ts,tsx}'],
  testEnvironment: 'node',
};
