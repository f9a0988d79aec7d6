import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// The harness's port list is shared CommonJS, read by the harness and the tests alike.
const { e2ePorts } = require('../harness/ports.cjs') as { e2ePorts: Record<string, number> };

export const HOST_URL = `http://localhost:${e2ePorts.host}`;
export const remoteUrl = (key: RemoteKey) => `http://localhost:${e2ePorts[key]}`;
export type RemoteKey = 'marketing' | 'settings' | 'messages' | 'jobsReports';

/** The flags this machine's Chromium needs (no sandbox as root, no network beyond loopback). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface PageOptions {
  width?: number;
  height?: number;
}

/** A fresh context (its own storage) and page; errors thrown in the page fail loudly in the test output. */
export async function newPage(browser: Browser, { width = 1280, height = 900 }: PageOptions = {}) {
  const context: BrowserContext = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function withBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll; use it inside a test.');
    return browser;
  };
}

/** A fresh page (and storage) for every test of the file; an error the page throws fails the test. */
export function withPagePerTest(options?: PageOptions): () => Page {
  const browser = withBrowser();
  let current: Awaited<ReturnType<typeof newPage>> | undefined;
  beforeEach(async () => {
    current = await newPage(browser(), options);
  });
  afterEach(async () => {
    expect(current?.pageErrors).toEqual([]);
    await current?.context.close();
  });
  return () => {
    if (!current) throw new Error('The page is opened in beforeEach; use it inside a test.');
    return current.page;
  };
}

export const SESSION = { accessToken: 'e2e-session-token', first_name: 'Asha', email: 'asha@example.com' };

/** Stores a session the way login does (spec §3, §4): the access token and the user's keys. */
export async function signIn(page: Page, session = SESSION) {
  await page.goto(`${HOST_URL}/remotes.json`);
  await page.evaluate((values) => {
    localStorage.setItem('accessToken', values.accessToken);
    localStorage.setItem('first_name', values.first_name);
    localStorage.setItem('email', values.email);
    localStorage.setItem('isEmailVerified', 'false');
    localStorage.setItem('isMobileVerified', 'false');
    localStorage.setItem('isLoggedIn', 'true');
  }, session);
}

/** Takes a remote's server down, brings it back or slows its manifest, through the harness. */
export const harness = {
  async stop(key: RemoteKey) {
    await fetch(`http://127.0.0.1:${e2ePorts.control}/stop/${key}`, { method: 'POST' });
  },
  async start(key: RemoteKey) {
    await fetch(`http://127.0.0.1:${e2ePorts.control}/start/${key}`, { method: 'POST' });
  },
  async delayManifest(key: RemoteKey, ms: number) {
    await fetch(`http://127.0.0.1:${e2ePorts.control}/delay/${key}?ms=${ms}`, { method: 'POST' });
  },
};

/** WCAG 2.2 A and AA, as axe-core tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG violations on the page, each as "rule: target…" for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
