// @ts-check
/**
 * What an app's entry loads before its first render, known at build time: the async boundary the
 * entry imports (`import('./bootstrap')`) and the shared modules the app provides (react, the
 * router, @talentindia/core, …: the host is the first app of the page, so its own copies are the
 * ones used). Two things follow, for the host:
 *
 * - the libraries among them go into one `startup` file instead of a dozen: over HTTP/1.1 every file
 *   is a request on one of six connections, and a dozen cost several round trips;
 * - the app's index.html preloads those files, so the browser fetches them with the entry instead
 *   of one round trip later, once the entry has downloaded and run.
 */
import { rspack } from '@rspack/core';

const PLUGIN_NAME = 'StartupPreloadPlugin';

/**
 * Whether a chunk group is loaded at startup: the entry's async boundary, or a shared module the app
 * provides.
 * @param {import('@rspack/core').ChunkGroup} group
 * @param {string} entryModule the entry's absolute path
 */
function isStartupGroup(group, entryModule) {
  return group.origins.some(
    ({ module }) => module?.type === 'provide-module' || Boolean(module?.identifier().endsWith(entryModule)),
  );
}

/**
 * The splitChunks cache group that puts the libraries of the startup chunk groups (node_modules and
 * the shared packages) in one file. The app's own code stays in its boundary's chunk: a file holding
 * both the provided modules and the code consuming them never finishes loading.
 * @param {string} entryModule
 */
export function startupCacheGroup(entryModule) {
  return {
    name: 'startup',
    chunks: (/** @type {import('@rspack/core').Chunk} */ chunk) =>
      [...chunk.groupsIterable].some((group) => isStartupGroup(group, entryModule)),
    test: /[\\/](node_modules|shared)[\\/]/,
    enforce: true,
  };
}

/**
 * The files of a compilation's startup chunk groups, style sheets first.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} entryModule
 * @returns {string[]}
 */
export function startupFiles(compilation, entryModule) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial() || !isStartupGroup(group, entryModule)) continue; // the entry's own files are in the page
    for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
}

/** Preload hints for the startup files, in the app's own index.html. */
export class StartupPreloadPlugin {
  /** @param {{ entryModule: string, publicPath: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { entryModule, publicPath } = this.options;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        PLUGIN_NAME,
        async (data) => {
          const links = startupFiles(compilation, entryModule).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            },
          }));
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}
