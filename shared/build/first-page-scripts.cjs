// @ts-check
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
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
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

module.exports = { firstPageScripts };
