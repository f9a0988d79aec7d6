// The first page of a visit (ADR 008): nothing moves when a remote's page arrives, and the host's
// page carries what the browser would otherwise ask for one request after another.
import type { Page } from 'playwright-core';
import { newPage, signIn, stand, withBrowser } from '../support/browser';

// This file takes a remote down and slows another in its last test: on a stand of its own, so the files running beside it do not notice.
const { hostUrl: HOST_URL, remoteUrl, harness } = stand(2);
import { fullTitle, publicRoutes, signedInRoutes } from '../support/routes';

// A signed-in page's live stream stays open, so Playwright's `networkidle` never comes for it.
const { trackQuietNetwork } = require('@talentindia/build/first-page-scripts') as {
  trackQuietNetwork: (page: Page) => () => Promise<void>;
};

const browser = withBrowser();

/** Lighthouse's mobile screen, and the desktop one the other e2e tests use. */
const MOBILE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 900 };

/** Web Vitals' "good" is 0.1; the first page aims at nothing moving at all. */
const MAX_LAYOUT_SHIFT = 0.02;

/** Records every layout shift of the page from its first frame, as the browser reports them. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts so far: their sum (the CLS of a short visit) and what moved. */
async function layoutShifts(page: Page) {
  // Two frames, so that a shift caused by the last render is reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe('nothing moves when a page arrives', () => {
  const screens = [
    ['a phone', MOBILE],
    ['a desktop', DESKTOP],
  ] as const;

  describe.each(screens)('on %s', (_screen, viewport) => {
    it.each(publicRoutes.map(({ path, heading }) => [path, heading] as const))('%s', async (path, heading) => {
      const { page, context } = await newPage(browser(), viewport);
      await recordLayoutShifts(page);
      await page.goto(`${HOST_URL}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShifts(page);
      expect({ path, moved: total > MAX_LAYOUT_SHIFT ? shifts : 'nothing' }).toEqual({ path, moved: 'nothing' });
      await context.close();
    });
  });

  it.each(signedInRoutes.map(({ path, title }) => [path, title] as const))('%s, signed in', async (path, title) => {
    const { page, context } = await newPage(browser(), MOBILE);
    await signIn(page, undefined, HOST_URL);
    await recordLayoutShifts(page);
    const quiet = trackQuietNetwork(page);
    await page.goto(`${HOST_URL}${path}`);
    await page.waitForFunction((expected) => document.title === expected, fullTitle(title));
    await quiet();
    const { total, shifts } = await layoutShifts(page);
    expect({ path, moved: total > MAX_LAYOUT_SHIFT ? shifts : 'nothing' }).toEqual({ path, moved: 'nothing' });
    await context.close();
  });
});

describe("the host's page", () => {
  it('carries remotes.json, so the shell never asks for it', async () => {
    const { page, context } = await newPage(browser());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${HOST_URL}/login`);
    await page.getByRole('heading', { level: 1, name: /Log in to TalentIndia/ }).waitFor();

    expect(asked).not.toContain('/remotes.json');
    await context.close();
  });

  it("preloads the page's remote files, and the browser uses them instead of asking twice", async () => {
    const html = await (await fetch(`${HOST_URL}/services/full-stack-development`)).text();
    const hinted = [...html.matchAll(/<link rel="preload" as="(?:fetch|script|style)" href="([^"]+)"/g)].map(
      ([, href]) => href ?? '',
    );
    expect(hinted).toEqual(
      expect.arrayContaining([
        `${remoteUrl('marketing')}/mf-manifest.json`,
        `${remoteUrl('marketing')}/remoteEntry.js`,
      ]),
    );
    // The service pages' own code is hinted too (their chunk group, named after the /services prefix).
    expect(hinted.some((href) => /\/route-services\.[0-9a-f]{10}\.js$/.test(href))).toBe(true);

    const { page, context } = await newPage(browser());
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${HOST_URL}/services/full-stack-development`);
    await page.getByRole('heading', { level: 1, name: /Hire Full Stack Developers/ }).waitFor();
    await page.waitForLoadState('networkidle');

    for (const href of hinted)
      expect({ href, requests: requested.filter((url) => url === href).length }).toEqual({ href, requests: 1 });
    await context.close();
  });

  it('is served at once, without hints, when a remote is down or slow', async () => {
    try {
      await harness.stop('messages');
      await harness.delayManifest('settings', 7000);
      // The first answer may still carry hints read before the remote went down; the next has none.
      for (const path of ['/messages', '/settings/profile']) await fetch(`${HOST_URL}${path}`);
      await new Promise((resolve) => setTimeout(resolve, 300));

      for (const [path, remote] of [
        ['/messages', 'messages'],
        ['/settings/profile', 'settings'],
      ] as const) {
        const started = Date.now();
        const response = await fetch(`${HOST_URL}${path}`);
        const html = await response.text();
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(response.status).toBe(200);
        expect(html).toContain('id="remotes-config"');
        if (remote === 'messages') expect(html).not.toContain(`href="${remoteUrl(remote)}`);
      }
    } finally {
      await harness.start('messages');
      await harness.delayManifest('settings', 0);
    }
  });
});
