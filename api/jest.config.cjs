// The api suite: node environment, one database per test file (in-memory PGlite, or a scratch
// PostgreSQL database when DATABASE_URL is set).
const { createJestConfig } = require('@talentindia/build/jest');

// Dependencies of the api published only as ES modules; jest's CommonJS needs them transformed.
const esmOnly = ['content-disposition', 'cookie', 'jose', '@faker-js/faker', '@dicebear/core', '@dicebear/notionists'];

module.exports = createJestConfig(__dirname, {
  displayName: 'api',
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/src/testing/jest-setup.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnly.join('|')})/)`],
});
