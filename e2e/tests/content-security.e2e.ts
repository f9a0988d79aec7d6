import type { BrowserContext, Page } from 'playwright-core';
import { HOST_URL, newPage, remoteUrl, signIn, withBrowser, withSharedPage } from '../support/browser';
import { publicRoutes, signedInRoutes } from '../support/routes';

// A signed-in page's live stream stays open, so Playwright's `networkidle` never comes for it.
const { trackQuietNetwork } = require('@talentindia/build/first-page-scripts') as {
  trackQuietNetwork: (page: Page) => () => Promise<void>;
};

const browser = withBrowser();

declare global {
  interface Window {
    /** What the page's Content-Security-Policy refused, noted as it happens. */
    __cspViolations: string[];
    __injectedScriptRan?: boolean;
  }
}

/** Runs in the page before its own scripts: notes every CSP violation from the document's first moment. */
function watchViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}

/** A page that notes every CSP violation from its first moment. */
async function watchedPage(): Promise<{ page: Page; context: BrowserContext; pageErrors: string[] }> {
  const opened = await newPage(browser());
  await opened.context.addInitScript(watchViolations);
  return opened;
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

describe('Content-Security-Policy', () => {
  describe('every public route, visited in turn by one visitor', () => {
    const page = withSharedPage((opened) => opened.context().addInitScript(watchViolations));
    it.each([...publicRoutes.map((route) => route.path), '/no-such-page'])(
      '%s renders under the policy with no violation',
      async (path) => {
        const response = await page().goto(`${HOST_URL}${path}`);
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await page().getByRole('heading', { level: 1 }).waitFor();
        await page().waitForLoadState('networkidle');
        expect(await violations(page())).toEqual([]);
      },
    );
  });

  describe('every signed-in route, visited in turn by one signed-in user', () => {
    // The watch starts afresh with each document, so each route's violations are its own.
    const page = withSharedPage(async (opened) => {
      await opened.context().addInitScript(watchViolations);
      await signIn(opened);
    });
    it.each(signedInRoutes.map((route) => route.path))(
      '%s (signed in) renders under the policy with no violation',
      async (path) => {
        const quiet = trackQuietNetwork(page());
        await page().goto(`${HOST_URL}${path}`);
        await page().getByRole('heading', { level: 1 }).waitFor();
        await quiet();
        expect(await violations(page())).toEqual([]);
      },
    );
  });

  // Server content is sanitized before it is rendered (notifications.e2e.ts sends a script through the
  // api); should anything still slip a script into the page, the policy refuses to run it.
  it('stops a script injected into the page, inline or as an event handler', async () => {
    const { page, context } = await watchedPage();
    await page.goto(`${HOST_URL}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true;';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__injectedScriptRan = true">';
      document.body.append(holder);
    });
    await page.waitForFunction(() => window.__cspViolations.length >= 2);

    expect(await page.evaluate(() => window.__injectedScriptRan)).toBeUndefined();
    expect(await violations(page)).toEqual(
      expect.arrayContaining(['script-src-elem blocked inline', 'script-src-attr blocked inline']),
    );
    await context.close();
  });

  it.each([
    ['the host', HOST_URL],
    ["a remote's own page", remoteUrl('settings')],
  ])('%s cannot be framed by another site', async (_label, url) => {
    const { page, context } = await newPage(browser());
    // A page of another origin (about:blank, with no policy of its own) framing ours; its load event
    // waits for the frame.
    await page.setContent(`<iframe src="${url}/" title="framed"></iframe>`, { waitUntil: 'load' });
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // Chromium replaces a refused frame with its error page.
    expect(framed?.url()).toBe('chrome-error://chromewebdata/');
    await context.close();
  });
});
