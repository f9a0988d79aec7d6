// @ts-check
/**
 * Preload hints, in the app's own index.html, for the files its entry loads before the first render:
 * the async boundary the entry imports (`import('./bootstrap')`) and the shared modules the app
 * provides (react, the router, @talentindia/core, …: the host is the first app of the page, so its
 * own copies are the ones used). Without them the browser learns of those files only once the entry
 * has downloaded and run, one round trip later. They are the app's own files, known at build time.
 */
import { rspack } from '@rspack/core';

const PLUGIN_NAME = 'StartupPreloadPlugin';

/**
 * The files of a compilation's startup chunk groups, style sheets first.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} entryModule the entry's absolute path
 * @returns {string[]}
 */
export function startupFiles(compilation, entryModule) {
  /** @type {Set<string>} */
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue; // the entry's own files are already in the page
    const atStartup = group.origins.some(({ module }) => {
      if (!module) return false;
      return module.type === 'provide-module' || module.identifier().endsWith(entryModule);
    });
    if (atStartup) for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')));
}

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
