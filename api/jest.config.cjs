// The api suite: node environment, one database per test file (in-memory PGlite, or a scratch
// PostgreSQL database when DATABASE_URL is set). Files run one at a time: the machines have 2 cores.
module.exports = require('@talentindia/build/jest').createJestConfig(__dirname, {
  displayName: 'api',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  testTimeout: 30_000,
});
