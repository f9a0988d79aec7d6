// Every package's unit and component tests, and the api suite, in one run that uses every core (the
// e2e suite runs on its own, against a build). With TEST_DATABASE_URL set, the api suite runs a
// second time on PostgreSQL, as its own project in the same run, so both cores stay busy to the end.
const os = require('node:os');
const apiConfig = require('./api/jest.config.cjs');

/** The api suite again, each test file on a scratch database copied from a migrated template on that server. */
const apiOnPostgres = {
  ...apiConfig,
  displayName: 'api (PostgreSQL)',
  setupFiles: [...(apiConfig.setupFiles ?? []), '<rootDir>/src/testing/use-test-database-url.cjs'],
};

module.exports = {
  // Jest keeps one core for itself by default (one worker on a 2-core machine); the workers do the work.
  maxWorkers: Math.max(2, os.availableParallelism()),
  // A worker that has grown past this (PGlite's memory, jsdom's) is replaced between test files.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    '<rootDir>/shared/core',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/contracts',
    '<rootDir>/api',
    ...(process.env.TEST_DATABASE_URL ? [apiOnPostgres] : []),
    '<rootDir>/host',
    '<rootDir>/remote-marketing',
    '<rootDir>/remote-settings',
    '<rootDir>/remote-messages',
    '<rootDir>/remote-jobs-reports',
    '<rootDir>/deploy',
  ],
};
