// The unit and component tests of every package, in one run (the e2e suite runs on its own).
module.exports = {
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
