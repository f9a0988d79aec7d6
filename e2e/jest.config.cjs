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
  testSequencer: '<rootDir>/harness/sequencer.cjs',
  testTimeout: 120_000,
  // The files run side by side (a file that takes remotes down has a stand of its own, harness/ports.cjs):
  // each waits mostly on Chromium and the servers, so three keep two cores busy.
  maxWorkers: Number(process.env.E2E_WORKERS) || 3,
};
