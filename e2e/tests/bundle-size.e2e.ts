import { gzipSync } from 'node:zlib';
import { HOST_URL, newPage, withBrowser } from '../support/browser';

/** A guard against bloat, not a target: the JavaScript that / loads, gzip-compressed. */
const BUDGET_BYTES = 180 * 1024;

const browser = withBrowser();

it('keeps the JavaScript loaded by / under 180 KB gzip-compressed', async () => {
  const { page, context } = await newPage(browser());
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  });
  await page.goto(`${HOST_URL}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();

  let raw = 0;
  let gzipped = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  console.log(
    `JS loaded by /: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`,
  );
  expect(scripts.size).toBeGreaterThan(0);
  expect(gzipped).toBeLessThan(BUDGET_BYTES);
  await context.close();
});
