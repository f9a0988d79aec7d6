// @ts-check
/**
 * The production static server of one app (host or remote), with the cache rules of the design:
 * mf-manifest.json, remoteEntry.js, index.html and remotes.json `no-cache`; content-hashed files
 * `immutable`. Remotes are read cross-origin by the host, so every response allows any origin.
 */
import http from 'node:http';
import sirv from 'sirv';

const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|remotes\.json|runtime-config\.json)$/;
const HASHED = /\.[0-9a-f]{10}\.(js|css|map|png|jpe?g|svg|webp|avif|woff2?)$/;

/**
 * The Cache-Control of a served path.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (NO_CACHE.test(pathname)) return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Whether a path is one of the app's pages (its index.html, for a path without a file extension),
 * which is what a Content-Security-Policy governs; scripts, styles and data are not documents.
 * @param {string} pathname
 */
function isPage(pathname) {
  return !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith('.html');
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir                      the app's dist folder
 * @property {number} port
 * @property {string} [host]                    the address to bind (default 127.0.0.1)
 * @property {Record<string, () => unknown>} [json]  paths answered with generated JSON (the host's remotes.json)
 * @property {() => string} [contentSecurityPolicy] the policy of the app's pages (content-security-policy.mjs); a
 *   `page` handler sets its own
 * @property {(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => Promise<void>} [page]
 *   answers page paths (and /index.html) in place of the built index.html: the host's (host-html.mjs)
 * @property {(req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>} [intercept]
 *   tests use this to slow down or fail a path; return true when the request was answered
 */

/**
 * Starts serving a built app. Resolves once listening; `close()` stops it and its connections.
 * @param {StaticServerOptions} options
 */
export async function startStaticServer({
  dir,
  port,
  host = '127.0.0.1',
  json = {},
  contentSecurityPolicy,
  page,
  intercept,
}) {
  const assets = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    // Unknown paths without a file extension are pages of the single-page app.
    single: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });

  const server = http.createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // No site may frame a page of ours (clickjacking); the CSP's frame-ancestors says the same to
    // browsers that read it.
    res.setHeader('X-Frame-Options', 'DENY');
    if (intercept && (await intercept(req, res))) return;
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (contentSecurityPolicy && isPage(pathname)) res.setHeader('Content-Security-Policy', contentSecurityPolicy());
    const generate = json[pathname];
    if (generate) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(generate()));
      return;
    }
    if (page && isPage(pathname)) {
      await page(req, res, pathname);
      return;
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      // A missing file is a 404, never the app's index.html.
      assets(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('Not found');
      });
      return;
    }
    assets(req, res);
  });

  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });

  // The bound port: the one asked for, or the one the system chose for port 0.
  const { port: boundPort } = /** @type {import('node:net').AddressInfo} */ (server.address());

  return {
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${boundPort}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}
