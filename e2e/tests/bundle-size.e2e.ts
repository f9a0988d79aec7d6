import type { Page } from 'playwright-core';
import { HOST_URL, newPage, remoteUrl, signIn, withBrowser } from '../support/browser';

interface ScriptSizes {
  files: number;
  raw: number;
  gzipped: number;
}

// The same measurement the web benchmark prints.
const { firstPageScripts } = require('@talentindia/build/first-page-scripts') as {
  firstPageScripts: (page: Page, url: string) => Promise<ScriptSizes & { byOrigin: Record<string, ScriptSizes> }>;
};

/** A guard against bloat, not a target: the JavaScript that / loads, gzip-compressed. */
const BUDGET_BYTES = 180 * 1024;
/** Issue 8: what a settings route adds to the shell (the settings remote's own files), gzip-compressed. */
const SETTINGS_BUDGET_BYTES = 60 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

it.each(['/settings/profile', '/settings/billing', '/settings/email-preference'])(
  'keeps the JavaScript %s loads beyond the shell under 60 KB gzip-compressed',
  async (route) => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    const { gzipped, byOrigin } = await firstPageScripts(page, `${HOST_URL}${route}`);
    const shell = byOrigin[new URL(HOST_URL).origin];
    const settings = byOrigin[new URL(remoteUrl('settings')).origin];
    console.log(
      `JS loaded by ${route}: ${kb(gzipped)} gzip in all; the shell ${kb(shell?.gzipped ?? 0)}; beyond the shell (remote-settings, ${settings?.files ?? 0} files) ${kb(settings?.gzipped ?? 0)} (budget ${kb(SETTINGS_BUDGET_BYTES)})`,
    );
    // Everything the page loaded comes from the shell or the settings remote.
    expect(Object.keys(byOrigin).sort()).toEqual(
      [new URL(HOST_URL).origin, new URL(remoteUrl('settings')).origin].sort(),
    );
    expect(settings!.gzipped).toBeLessThan(SETTINGS_BUDGET_BYTES);
    await context.close();
  },
);
