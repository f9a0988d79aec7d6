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

/** The api's code, and what of it are tests (they may reach a module's internals and `*-testing` helpers). */
const apiCode = 'api/src/**/*.ts';
const apiTests = ['api/src/**/*.test.ts', 'api/src/testing/**', 'api/src/**/*-testing.ts'];

/**
 * ADR 015: an api module is reached only through its index (`…/modules/<name>`): a path into another
 * module's files is refused (`…/modules/<name>/<file>` from app.ts, services, plugins, demo and
 * testing; `../<name>/<file>` from inside a module). A module's own files import each other freely;
 * tests may also import a module's `*-testing` helpers.
 */
function moduleFences({ insideModules, tests }) {
  const helpers = tests ? '(?![^/]*-testing$)' : '';
  const message = `Reach another api module only through its index (…/modules/<name>)${tests ? ' or its *-testing helpers' : ''}: ADR 015.`;
  return [
    { regex: `^(\\.\\./)*(\\./)?modules/[^/]+/${helpers}.+`, message },
    ...(insideModules ? [{ regex: `^\\.\\./[^./][^/]*/${helpers}.+`, message }] : []),
  ];
}

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
    // Rules that see types (typescript-eslint's type-checked rules), from each package's own tsconfig.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/rspack.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise nobody awaits loses its error; `void` says that is meant.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (an event handler, forEach) drops its rejection.
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // A switch over a union handles every member (a new message kind or status is not silently skipped).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      '@typescript-eslint/no-base-to-string': 'error',
    },
  },
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
    // ADR 015, the api's module fences: a module is reached through its index, and modules depend on
    // each other without a cycle (a cycle through two indexes is a cycle of files too).
    files: [apiCode],
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
      // Dependencies are read as TypeScript, so no-cycle follows imports through .ts files.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: moduleFences({}) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: moduleFences({ insideModules: true }) }],
    },
  },
  {
    files: apiTests,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: moduleFences({ tests: true }) }] },
  },
  {
    files: ['api/src/modules/**/*.test.ts', 'api/src/modules/**/*-testing.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: moduleFences({ insideModules: true, tests: true }) },
      ],
    },
  },
  {
    // One clock (ADR 015): the api reads the time from `app.clock` only, so a test that moves the
    // clock moves everything. `systemClock` in app.ts is the one reading of the machine's time.
    files: [apiCode],
    ignores: apiTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from app.clock.now() (ADR 015).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from app.clock.now() (ADR 015).',
        },
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name='Date']",
          message: 'Read the time from app.clock.now() (ADR 015).',
        },
        {
          selector:
            'TemplateElement[value.raw=/\\b(now\\(\\)|current_timestamp|current_date|localtimestamp|transaction_timestamp|statement_timestamp|clock_timestamp)/i]',
          message: "The database's clock is not the api's: pass app.clock.now() as a parameter (ADR 015).",
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
