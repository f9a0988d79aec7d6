// The checks of the deployment files (docker-compose.yml, the Dockerfiles) and of the scripts the
// containers run. Those scripts are ES modules (.mjs); jest runs CommonJS, so they are compiled like
// the TypeScript.
const base = require('@talentindia/build/jest').createJestConfig(__dirname, {
  displayName: 'deploy',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/*.test.ts'],
});

module.exports = {
  ...base,
  transform: { '^.+\\.(m?[jt]s|[jt]sx)$': Object.values(base.transform)[0] },
};
