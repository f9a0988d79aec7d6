// The jest preset every package uses: @swc/jest for TypeScript and JSX, jsdom (with fetch), CSS modules as
// identity objects (so class names read as their own names), jest-dom matchers.
const path = require('node:path');

/** Dependencies published only as ES modules (shared/core's HTTP client; under msw, the test network). */
const esmOnlyPackages = ['ky', 'jose', 'rettime', 'until-async', '@open-draft/deferred-promise'];

/**
 * @param {string} rootDir the package folder (__dirname of its jest.config.cjs)
 * @param {import('jest').Config} [overrides]
 * @returns {import('jest').Config}
 */
function createJestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    // Packages resolve as in Node, not as in a browser: msw/node (and the interceptors under it)
    // export nothing under the "browser" condition jsdom's default would pick.
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(m?js|jsx|tsx?)$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages export TypeScript source and resolve outside node_modules, so they are
    // transformed anyway; of the dependencies only the ESM-only ones are, for jest's CommonJS.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnlyPackages.join('|')})/)`],
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(png|jpe?g|gif|svg|webp|avif)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
