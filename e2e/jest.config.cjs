// The e2e suite: real Chromium (playwright-core) against the production build, served by the harness.
const base = require('@talentindia/build/jest').createJestConfig(__dirname);

module.exports = {
  ...base,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  setupFilesAfterEnv: [],
  moduleNameMapper: {},
  globalSetup: '<rootDir>/harness/global-setup.mjs',
  globalTeardown: '<rootDir>/harness/global-teardown.mjs',
  testTimeout: 120_000,
  maxWorkers: 1,
};
