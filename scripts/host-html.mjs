// @ts-check
/**
 * The host's index.html as its server sends it, written for each page request:
 *
 * - remotes.json inlined as a JSON data block (`<script type="application/json" id="remotes-config">`,
 *   never executed), so the shell does not wait for a second request before it can load a remote;
 * - for the remote that owns the requested page (the host's route table, copied next to its build
 *   as route-table.json), preload hints for what that remote's first render needs: its manifest, its
 *   remote entry and the files of its exposed `./routes`, read from the remote's own mf-manifest.json.
 *
 * Nothing of a remote is baked into the host's build: the manifest is fetched at serve time (kept
 * for a few seconds, with a short time-out), so a remote redeployed with new file names is hinted
 * right within seconds, and a remote that is down or slow only costs its hints, never the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The id of the data block the host reads instead of fetching /remotes.json. */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';

/** @typedef {{ prefix: string, remote: string }} RouteOwner */
/** @typedef {{ href: string, as: 'fetch' | 'script' | 'style', crossorigin?: boolean }} PreloadHint */
/** @typedef {{ js?: { sync?: unknown }, css?: { sync?: unknown } }} ExposeAssets */

/**
 * The route table entry that owns a path: the longest prefix that is the path itself or a folder
 * above it; `/` owns only the home page.
 * @param {RouteOwner[]} routeTable
 * @param {string} pathname
 * @returns {RouteOwner | undefined}
 */
export function ownerOfPath(routeTable, pathname) {
  /** @type {RouteOwner | undefined} */
  let owner;
  for (const { prefix, remote } of routeTable) {
    const matches = prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && (!owner || prefix.length > owner.prefix.length)) owner = { prefix, remote };
  }
  return owner;
}

/**
 * The chunk name a remote gives the code of the pages under a prefix (`/login` → `route-login`,
 * `/services` → `route-services`), whose files its build lists in mf-manifest.json
 * (`metaData.routeAssets`, shared/build/rspack-preset.mjs).
 * @param {string} prefix
 */
export const routeChunkName = (prefix) => `route${prefix.replace(/\//g, '-')}`;

/** @param {unknown} value */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value @returns {string[]} */
const fileList = (value) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/**
 * What a remote's first render of a page under `prefix` loads, read from its mf-manifest.json: the
 * manifest itself, the remote entry, the synchronous JS and CSS of its `./routes` expose, and the
 * files of that prefix's pages when the manifest lists them. Only addresses on the remote's own
 * origin are hinted (a manifest cannot point the host's page anywhere else).
 * @param {unknown} manifest the parsed mf-manifest.json
 * @param {string} manifestUrl where it was read (publicPath "auto" resolves against it)
 * @param {string} prefix the route table prefix of the requested page
 * @returns {PreloadHint[]}
 */
export function remoteHints(manifest, manifestUrl, prefix) {
  if (!isObject(manifest)) return [];
  const { metaData, exposes } = /** @type {Record<string, unknown>} */ (manifest);
  if (!isObject(metaData)) return [];
  const { publicPath, remoteEntry, routeAssets } = /** @type {Record<string, unknown>} */ (metaData);
  if (typeof publicPath !== 'string') return []; // a getPublicPath function is only known in the browser
  const base = new URL(publicPath === 'auto' || publicPath === '' ? '.' : publicPath, manifestUrl);
  const { origin } = new URL(manifestUrl);

  /** @type {PreloadHint[]} */
  const hints = [{ href: manifestUrl, as: 'fetch', crossorigin: true }];
  /** @param {string} file @param {PreloadHint['as']} as */
  const add = (file, as) => {
    const url = new URL(file, base);
    if (url.origin === origin && !hints.some((hint) => hint.href === url.href)) hints.push({ href: url.href, as });
  };
  if (isObject(remoteEntry)) {
    const { name, path: folder } = /** @type {Record<string, unknown>} */ (remoteEntry);
    if (typeof name === 'string' && name)
      add(typeof folder === 'string' && folder ? `${folder.replace(/\/?$/, '/')}${name}` : name, 'script');
  }
  const routes = Array.isArray(exposes)
    ? exposes.find((expose) => isObject(expose) && (expose.path === './routes' || expose.name === 'routes'))
    : undefined;
  const assets = /** @type {ExposeAssets | undefined} */ (isObject(routes) ? routes.assets : undefined);
  const page = isObject(routeAssets)
    ? /** @type {Record<string, unknown>} */ (routeAssets)[routeChunkName(prefix)]
    : undefined;
  const pageAssets = isObject(page) ? /** @type {{ js?: unknown, css?: unknown }} */ (page) : {};
  for (const file of [...fileList(assets?.css?.sync), ...fileList(pageAssets.css)]) add(file, 'style');
  for (const file of [...fileList(assets?.js?.sync), ...fileList(pageAssets.js)]) add(file, 'script');
  return hints;
}

/** @param {string} value */
const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The `<link>` tags of a list of hints: one preconnect per origin, then the preloads. Scripts and
 * styles are preloaded without `crossorigin`, as the federation runtime and the chunk loader request
 * them, so the browser reuses the preloaded response instead of fetching it twice.
 * @param {PreloadHint[]} hints
 */
export function linkTags(hints) {
  const origins = [...new Set(hints.map((hint) => new URL(hint.href).origin))];
  return [
    ...origins.map((origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}">`),
    ...hints.map(
      (hint) =>
        `<link rel="preload" as="${hint.as}" href="${escapeAttribute(hint.href)}"${hint.crossorigin ? ' crossorigin' : ''}>`,
    ),
  ].join('');
}

/**
 * A JSON data block: not executed by the browser (so a Content-Security-Policy without
 * 'unsafe-inline' allows it), and `<` escaped so that no value can close the element.
 * @param {string} id
 * @param {unknown} value
 */
export function jsonDataBlock(id, value) {
  return `<script type="application/json" id="${escapeAttribute(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/**
 * @typedef {object} ManifestCacheOptions
 * @property {typeof fetch} [fetch]
 * @property {number} [freshMs]     a manifest younger than this is used as it is
 * @property {number} [staleMs]     an older one is still used (and fetched again in the background) up to this age
 * @property {number} [waitMs]      how long a page waits for a manifest it has no copy of
 * @property {number} [timeoutMs]   when a manifest request is given up
 */

/**
 * The remotes' manifests as the host's server last read them. A page never waits more than `waitMs`
 * for one: with no copy yet it gets no hints for that remote, and the manifest arrives for the next
 * page. A manifest that cannot be read (the remote is down) is forgotten, so a down remote gets no
 * hints at all.
 * @param {ManifestCacheOptions} [options]
 */
export function createManifestCache({
  fetch = globalThis.fetch,
  freshMs = 5_000,
  staleMs = 5 * 60_000,
  waitMs = 150,
  timeoutMs = 3_000,
} = {}) {
  /** @type {Map<string, { manifest: unknown, readAt: number }>} */
  const copies = new Map();
  /** @type {Map<string, Promise<unknown>>} */
  const reading = new Map();

  /** @param {string} url */
  const read = (url) => {
    let pending = reading.get(url);
    if (!pending) {
      pending = fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const manifest = await response.json();
          copies.set(url, { manifest, readAt: Date.now() });
          return manifest;
        })
        .catch(() => {
          copies.delete(url);
          return undefined;
        })
        .finally(() => reading.delete(url));
      reading.set(url, pending);
    }
    return pending;
  };

  return {
    /**
     * The manifest at `url`, or undefined when there is none to use right now.
     * @param {string} url
     * @returns {Promise<unknown>}
     */
    async get(url) {
      const copy = copies.get(url);
      const age = copy ? Date.now() - copy.readAt : Infinity;
      if (copy && age < freshMs) return copy.manifest;
      const fresh = read(url);
      if (copy && age < staleMs) return copy.manifest;
      return Promise.race([fresh, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    },
  };
}

/**
 * The manifest address of each remote remotes.json names.
 * @param {Record<string, unknown>} config
 * @returns {Record<string, string>}
 */
function remoteManifestUrls(config) {
  const remotes = isObject(config.remotes) ? /** @type {Record<string, unknown>} */ (config.remotes) : {};
  /** @type {Record<string, string>} */
  const urls = {};
  for (const [name, url] of Object.entries(remotes)) if (typeof url === 'string') urls[name] = url;
  return urls;
}

/**
 * @typedef {object} HostHtmlOptions
 * @property {string} dir                            the host's dist folder (index.html, route-table.json)
 * @property {() => Record<string, unknown>} remotesConfig  what /remotes.json answers (remotes-json.mjs)
 * @property {ReturnType<typeof createManifestCache>} [manifests]
 * @property {(config: Record<string, unknown>) => string} [contentSecurityPolicy] the page's policy, from the
 *   same configuration the page carries (content-security-policy.mjs)
 */

/**
 * The writer of the host's page for a path (and the remotes.json it carries, read now unless given).
 * The built index.html and route table are read once.
 * @param {HostHtmlOptions} options
 * @returns {(pathname: string, config?: Record<string, unknown>) => Promise<string>}
 */
export function createHostHtml({ dir, remotesConfig, manifests = createManifestCache() }) {
  const template = readFileSync(path.join(dir, 'index.html'), 'utf8');
  if (!template.includes('</head>')) throw new Error(`${dir}/index.html has no </head>`);
  /** @type {RouteOwner[]} */
  const routeTable = JSON.parse(readFileSync(path.join(dir, 'route-table.json'), 'utf8'));
  // Read every remote's manifest now, so that the first pages already get their hints.
  for (const url of Object.values(remoteManifestUrls(remotesConfig()))) void manifests.get(url);

  return async (pathname, config = remotesConfig()) => {
    const owner = ownerOfPath(routeTable, pathname);
    const manifestUrl = owner ? remoteManifestUrls(config)[owner.remote] : undefined;
    let hints = '';
    if (owner && manifestUrl) {
      try {
        hints = linkTags(remoteHints(await manifests.get(manifestUrl), manifestUrl, owner.prefix));
      } catch {
        // A manifest that does not make sense costs its hints, never the page.
      }
    }
    // A function, so that no `$` in a configured value is read as a replacement pattern.
    return template.replace('</head>', () => `${jsonDataBlock(REMOTES_CONFIG_ELEMENT_ID, config)}${hints}</head>`);
  };
}

/**
 * The static server's page handler for the host (static-server.mjs `page`): the written page,
 * `no-cache`, compressed when the browser accepts it (it is a few kilobytes), with its
 * Content-Security-Policy. remotes.json is read once per page for both.
 * @param {HostHtmlOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<void>}
 */
export function hostPageHandler(options) {
  const write = createHostHtml(options);
  return async (req, res, pathname) => {
    const config = options.remotesConfig();
    const page = await write(pathname, config);
    if (options.contentSecurityPolicy) res.setHeader('Content-Security-Policy', options.contentSecurityPolicy(config));
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    // Brotli's default quality suits files compressed once; a page written per request takes a faster one.
    const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
    const body =
      encoding === 'br' ? zlib.brotliCompressSync(page, brotli) : encoding === 'gzip' ? zlib.gzipSync(page) : page;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
