// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['host', 'remote-marketing', 'remote-settings', 'remote-messages', 'remote-jobs-reports'];

/** Between packages: no app imports another, and shared/* depends on no app. */
const packageFences = [
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps never import each other: the host reaches remotes only through Module Federation.',
  })),
  {
    target: './shared',
    from: apps.map((app) => `./${app}`),
    message: 'shared/* must not depend on an app.',
  },
];

/** What `dir` holds, or nothing when it does not exist. */
const entriesOf = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []);

/**
 * Inside one app, read from its folders so that a new feature or shared folder is fenced by itself:
 * code flows one way, from the app's shared folders (components, hooks, utils, api, config, …) to
 * its features (`src/features/<feature>`) to the app itself (`src/app`, and the files at `src/`:
 * routes, bootstrap); a feature never imports a sibling. `src/testing` is the tests' kit for the
 * whole app and may import anything.
 * @param {string} app
 */
function featureFences(app) {
  const src = `./${app}/src`;
  const entries = entriesOf(`${app}/src`);
  const appItself = [
    `${src}/app`,
    ...entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => `${src}/${entry.name}`),
  ];
  const sharedFolders = entries
    .filter((entry) => entry.isDirectory() && !['features', 'app', 'testing'].includes(entry.name))
    .map((entry) => `${src}/${entry.name}`);
  const features = entriesOf(`${app}/src/features`).filter((entry) => entry.isDirectory());
  return [
    ...features.map(({ name }) => ({
      target: `${src}/features/${name}`,
      from: `${src}/features`,
      except: [`./${name}`],
      message: `Features do not import each other: what "${name}" shares with another feature belongs in the app's shared folders (components, hooks, utils, api, config) or in shared/*.`,
    })),
    {
      target: `${src}/features`,
      from: appItself,
      message:
        'Code flows one way (shared → features → app): a feature never imports the app (its routes, bootstrap, app/).',
    },
    ...(sharedFolders.length > 0
      ? [
          {
            target: sharedFolders,
            from: [`${src}/features`, ...appItself],
            message:
              "Code flows one way (shared → features → app): an app's shared folders never import a feature or the app.",
          },
        ]
      : []),
  ];
}

/** Reached only through @talentindia/router, the shared router (see below). */
const routerPackages = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: 'Import from @talentindia/router, the shared router.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.data/**', '.e2e-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Code flows one way (shared → features → app); no package reaches into another by a relative path,
      // and no remote imports another remote or the host.
      'import-x/no-restricted-paths': ['error', { zones: packageFences }],
    },
  },
  {
    // import-x resolves TypeScript imports (its default resolver knows only .js), so the fences below
    // and above see the files an import really reaches.
    files: ['**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.js', '.cjs', '.json', '.node'] }),
      ],
    },
  },
  {
    // Fences inside each app (features never import each other; shared folders → features → app),
    // with the fences between packages, which this rule setting replaces for the apps' files.
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...packageFences, ...apps.flatMap(featureFences)] }],
    },
  },
  {
    // One router in the page: every app reaches react-router through the shared @talentindia/router
    // (a singleton that carries only the exports the apps use); its data router is for tests only.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...routerPackages],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/router/**', '**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...routerPackages,
            {
              name: '@talentindia/router/testing',
              message: 'The data router is for tests; the apps share the declarative router of @talentindia/router.',
            },
          ],
        },
      ],
    },
  },
  {
    // The forms' library is downloaded once, with @talentindia/ui's form kit (ADR 011): apps reach it
    // through useContractForm, useFormValue and useFormField; its types may be imported.
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              allowTypeImports: true,
              message: 'Use the form kit of @talentindia/ui (useContractForm, useFormValue, useFormField).',
            },
          ],
          patterns: [
            {
              group: ['@hookform/resolvers', '@hookform/resolvers/*'],
              message: 'useContractForm of @talentindia/ui sets up the resolver.',
            },
          ],
        },
      ],
    },
  },
  {
    // Contract schemas take zod from ./zod (or zod/mini from ./zod-mini), which switch its
    // eval-compiled parsers off in browsers (the pages' CSP has no 'unsafe-eval') before any schema is
    // built. (After the router rules, which it replaces here: contracts import no router.)
    files: ['shared/contracts/src/**/*.ts'],
    ignores: ['shared/contracts/src/zod.ts', 'shared/contracts/src/zod-mini.ts', 'shared/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from './zod' (see the comment there)." },
            { name: 'zod/mini', message: "Import { z } from './zod-mini' (see the comment there)." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['**/*.{mjs,cjs,js}', '**/rspack.config.ts', 'e2e/**/*.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
