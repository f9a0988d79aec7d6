// @ts-check
/**
 * The one rspack preset. Every app's rspack.config.ts is a call to `createAppConfig`.
 * It owns what every app must agree on: Module Federation options and the shared singletons,
 * the 120 s chunk time-out (spec §2, §9), publicPath 'auto', CSS modules and hashed file names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { apps, portOf, standaloneConfigFor } from './ports.mjs';
import { StartupPreloadPlugin, startupCacheGroup } from './startup-preload-plugin.mjs';

/** Spec §2 and §9: code-split parts load with a 120-second time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** One copy of each in the page, whichever app loads first. */
const SINGLETONS = [
  'react',
  'react-dom',
  '@talentindia/router',
  'zustand',
  '@tanstack/react-query',
  '@talentindia/core',
  '@talentindia/ui',
];

/**
 * The version of a package as the app at `appDir` resolves it.
 * @param {string} appDir
 * @param {string} name
 */
function installedVersion(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      if (pkg.name === name) return /** @type {string} */ (pkg.version);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package.json of ${name} from ${appDir}`);
    dir = parent;
  }
}

/**
 * The shared scope: every singleton with strictVersion and a caret range, and the subpaths of
 * react and react-dom (react/jsx-runtime, react-dom/client) under the same rule.
 * @param {string} appDir
 */
export function sharedSingletons(appDir) {
  /** @type {Record<string, { singleton: true, strictVersion: true, requiredVersion: string }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${installedVersion(appDir, name)}`,
    };
  }
  shared['react/'] = { ...shared.react };
  shared['react-dom/'] = { ...shared['react-dom'] };
  return shared;
}

/**
 * react-router's package exports point only at its development build (remix-run/react-router#12532);
 * a production build aliases the production files it ships beside it.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
function productionAliases(appDir) {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const fromSharedRouter = createRequire(fromApp.resolve('@talentindia/router'));
  const fromRouterDom = createRequire(fromSharedRouter.resolve('react-router-dom'));
  const routerDir = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  const production = path.join(routerDir, 'dist', 'production');
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/**
 * The files of each page a remote loads on demand, by chunk name: a page's code is named after the
 * prefix it serves (`import(/* webpackChunkName: "route-login" *\/ …)` for /login), and the host's
 * server preloads that name's files with a page of that prefix (host-html.mjs, ADR 008).
 * @param {import('@rspack/core').Compilation} compilation
 * @returns {Record<string, { js: string[], css: string[] }>}
 */
export function routeAssets(compilation) {
  /** @type {Record<string, { js: string[], css: string[] }>} */
  const assets = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith('route-')) continue;
    const files = group.getFiles();
    assets[name] = {
      js: files.filter((file) => file.endsWith('.js')),
      css: files.filter((file) => file.endsWith('.css')),
    };
  }
  return assets;
}

/**
 * @typedef {object} AppConfigOptions
 * @property {keyof typeof apps} app          which app this is (see ports.mjs)
 * @property {string} appDir                  the app's folder (import.meta.dirname)
 * @property {Record<string, string>} [exposes] what a remote exposes (./routes)
 * @property {string[]} [runtimePlugins]       Module Federation runtime plugins (host)
 * @property {string} [title]                 the title of the app's own index.html
 */

/**
 * @param {AppConfigOptions} options
 * @returns {import('@rspack/core').Configuration | import('@rspack/core').Configuration[]} one configuration, or a
 *   remote's two in production (its federated part and its standalone page)
 */
export function createAppConfig({ app, appDir, exposes, runtimePlugins = [], title = 'TalentIndia' }) {
  const isDev = process.env.NODE_ENV !== 'production';
  const { federationName } = apps[app];
  const port = portOf(app);
  // The page's own tags load from the site root so that a deep link (/settings/profile) works;
  // everything loaded later resolves from the script's own URL (publicPath 'auto').
  const htmlPublicPath = process.env.HTML_PUBLIC_PATH || '/';
  const entryModule = path.join(appDir, 'src/index.ts');

  /** @param {{ externalRuntime?: boolean }} [options] */
  const federation = ({ externalRuntime = false } = {}) =>
    new ModuleFederationPlugin({
      name: federationName,
      filename: 'remoteEntry.js',
      exposes,
      // The host reads remote URLs from remotes.json at run time; nothing is baked in.
      remotes: {},
      shared: sharedSingletons(appDir),
      shareStrategy: 'loaded-first',
      runtimePlugins,
      manifest: {
        filePath: '',
        // What each page needs, listed for the host's server to preload (metaData passes into mf-manifest.json).
        additionalData: ({ stats, compilation }) => {
          if (exposes) stats.metaData = { ...stats.metaData, routeAssets: routeAssets(compilation) };
          return stats;
        },
      },
      dts: false,
      experiments: {
        // In production the host gives the remotes its federation runtime, and a remote's entry carries
        // none of its own (32 KB gzip each, on every page): see the two builds of a remote below.
        ...(externalRuntime ? { externalRuntime: true } : {}),
        ...(!exposes && !isDev ? { provideExternalRuntime: true } : {}),
        optimization: {
          target: 'web',
          // Only the host loads remotes (through manifests); a remote carries no code for that.
          ...(exposes ? { disableRemote: true, disableSnapshot: true } : {}),
        },
      },
    });

  // The host draws its first frame in its own index.html (ADR 008); a remote's standalone page is the
  // same plain page for every remote.
  const ownPage = path.join(appDir, 'index.html');
  const template = existsSync(ownPage) ? ownPage : path.join(import.meta.dirname, 'remote-index.html');

  /** The app's own page: its index.html, with preloads of what its entry loads first. */
  const pagePlugins = () => [
    new rspack.HtmlRspackPlugin({
      template,
      title,
      favicon: path.join(import.meta.dirname, 'favicon.svg'),
      publicPath: htmlPublicPath,
      // Only the app's own entry; the remote entry is loaded by the host, never by a page tag.
      chunks: ['main'],
    }),
    !isDev && new StartupPreloadPlugin({ entryModule, publicPath: htmlPublicPath }),
  ];

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    context: appDir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    entry: { main: entryModule },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      uniqueName: federationName,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: isDev ? {} : productionAliases(appDir),
    },
    module: {
      // CSS modules are imported as one object (`styles.header`), in the app and in jest alike.
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        'css/auto': { localIdentName: isDev ? '[uniqueName]__[local]__[hash:6]' : '[uniqueName]-[hash:8]' },
      },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [federation(), ...pagePlugins(), isDev && new ReactRefreshRspackPlugin()],
    optimization: {
      // Module Federation needs one runtime per container.
      runtimeChunk: false,
      // The host's first page: its libraries in one file (startup-preload-plugin.mjs).
      ...(exposes || isDev ? {} : { splitChunks: { cacheGroups: { startup: startupCacheGroup(entryModule) } } }),
    },
    performance: { hints: false },
    // A remote's chunks are requested by the host's page, from another origin: compiling them on
    // demand (rspack's dev default) would leave lazily loaded pages waiting on the wrong server.
    lazyCompilation: false,
    devServer: {
      port,
      host: process.env.BIND_HOST || 'localhost',
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      // A remote's standalone page (QA) reads the api address of the environment, as when it is served built.
      setupMiddlewares: (middlewares) => [
        {
          name: 'runtime-config',
          path: '/runtime-config.json',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(standaloneConfigFor(process.env)));
          },
        },
        ...middlewares,
      ],
    },
    infrastructureLogging: { level: 'warn' },
    stats: isDev ? 'errors-warnings' : 'normal',
  };
  if (!exposes || isDev) return config;

  /*
   * A remote's production build is two: its federated part (remoteEntry.js, mf-manifest.json and
   * the chunks the host loads), which uses the host's federation runtime instead of carrying its own,
   * and its standalone page (index.html, for QA), a plain app with no federation at all: it has no
   * host to provide the runtime, and nothing to share with. Both write to dist/, the second one after
   * the first, without cleaning it.
   */
  return [
    { ...config, name: 'federated', entry: {}, plugins: [federation({ externalRuntime: true })] },
    {
      ...config,
      name: 'standalone',
      dependencies: ['federated'],
      output: { ...config.output, uniqueName: `${federationName}_standalone`, clean: false },
      plugins: pagePlugins(),
    },
  ];
}
