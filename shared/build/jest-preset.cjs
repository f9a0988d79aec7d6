// The jest preset every package uses: @swc/jest for TypeScript and JSX, jsdom (with fetch), CSS modules as
// identity objects (so class names read as their own names), jest-dom matchers.
const path = require('node:path');

/** Dependencies published only as ES modules (shared/core's HTTP client; under msw, the test network). */
const esmOnlyPackages = ['ky', 'jose', 'rettime', 'until-async', '@open-draft/deferred-promise', 'eventsource-parser'];

/**
 * The half of @talentindia/ui that loads on demand is loaded before the tests of a package that
 * uses it (shared/ui/src/kit/load-kit.ts), so a form or a dialog renders at once, as on a page.
 * @param {string} rootDir
 * @returns {string[]}
 */
function uiKitPreload(rootDir) {
  const manifest = path.join(rootDir, 'package.json');
  if (!require('node:fs').existsSync(manifest)) return [];
  const pkg = require(manifest);
  const uses = pkg.name === '@talentindia/ui' || Boolean(pkg.dependencies?.['@talentindia/ui']);
  return uses ? [path.join(__dirname, '..', 'ui', 'src', 'testing', 'preload-kit.ts')] : [];
}

/**
 * @param {string} rootDir the package folder (__dirname of its jest.config.cjs)
 * @param {import('jest').Config} [overrides]
 * @returns {import('jest').Config}
 */
function createJestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    // The package's folder ("remote-settings", "shared/ui"): what `--selectProjects` takes and the output shows.
    displayName: path.relative(path.join(__dirname, '..', '..'), rootDir),
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
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
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts'), ...uiKitPreload(rootDir)],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
