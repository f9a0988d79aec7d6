// @ts-check
/**
 * Tracks a page's requests from now on; the function it answers resolves once none has been in flight
 * for `quietMs`. Playwright's `networkidle` never comes for a signed-in page: its live stream
 * (`GET /live`, issue 18) stays open by design, so it is left out of the count.
 * @param {import('playwright-core').Page} page
 * @param {number} [quietMs]
 * @returns {() => Promise<void>}
 */
function trackQuietNetwork(page, quietMs = 500) {
  /** @type {Set<import('playwright-core').Request>} */
  const inFlight = new Set();
  /** @param {import('playwright-core').Request} request */
  const started = (request) => {
    if (new URL(request.url()).pathname !== '/live') inFlight.add(request);
  };
  /** @param {import('playwright-core').Request} request */
  const ended = (request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    let quietSince = Date.now();
    while (inFlight.size > 0 || Date.now() - quietSince < quietMs) {
      if (inFlight.size > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/**
 * The JavaScript a page loads, as the e2e size guard checks it and the web benchmark prints it: every
 * script response from opening the URL until the network is idle and the page shows its heading,
 * measured raw and gzip-compressed (level 9).
 * @param {import('playwright-core').Page} page a fresh page (nothing cached)
 * @param {string} url
 * @returns {Promise<{ files: number, raw: number, gzipped: number, byUrl: Record<string, number> }>} (`byUrl`: each file's gzip size)
 */
async function firstPageScripts(page, url) {
  const { gzipSync } = require('node:zlib');
  /** @type {Map<string, Buffer>} */
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  });
  const quiet = trackQuietNetwork(page);
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await quiet();
  let raw = 0;
  let gzipped = 0;
  /** @type {Record<string, number>} */
  const byUrl = {};
  for (const [url, body] of scripts) {
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzipped += size;
    byUrl[url] = size;
  }
  return { files: scripts.size, raw, gzipped, byUrl };
}

module.exports = { firstPageScripts, trackQuietNetwork };
