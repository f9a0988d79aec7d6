// The unit and component tests of every package, in one run (the e2e suite runs on its own).
module.exports = {
  // A global option (projects cannot set it): the api suite boots a database per test file.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared/core',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/contracts',
    '<rootDir>/api',
    '<rootDir>/host',
    '<rootDir>/remote-marketing',
    '<rootDir>/remote-settings',
    '<rootDir>/remote-messages',
    '<rootDir>/remote-jobs-reports',
    '<rootDir>/deploy',
  ],
};
