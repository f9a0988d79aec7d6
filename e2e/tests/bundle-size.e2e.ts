import type { Page } from 'playwright-core';
import { HOST_URL, newPage, withBrowser } from '../support/browser';

// The same measurement the web benchmark prints.
const { firstPageScripts } = require('@talentindia/build/first-page-scripts') as {
  firstPageScripts: (page: Page, url: string) => Promise<{ files: number; raw: number; gzipped: number }>;
};

/** A guard against bloat, not a target: the JavaScript that / loads, gzip-compressed. */
const BUDGET_BYTES = 180 * 1024;

const browser = withBrowser();

it('keeps the JavaScript loaded by / under 180 KB gzip-compressed', async () => {
  const { page, context } = await newPage(browser());
  const { files, raw, gzipped } = await firstPageScripts(page, `${HOST_URL}/`);
  console.log(
    `JS loaded by /: ${files} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`,
  );
  expect(files).toBeGreaterThan(0);
  expect(gzipped).toBeLessThan(BUDGET_BYTES);
  await context.close();
});
