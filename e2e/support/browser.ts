import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
// The harness's port list is shared CommonJS, read by the harness and the tests alike.
const { e2ePorts, standPort } = require('../harness/ports.cjs') as {
  e2ePorts: Record<string, number>;
  standPort: (stand: number, key: 'host' | RemoteKey) => number;
};
// The system Chromium (its headless shell where installed) and the flags this machine needs.
const { testChromiumPath, chromiumFlags } = require('@talentindia/build/chromium') as {
  testChromiumPath: string;
  chromiumFlags: string[];
};

export type RemoteKey = 'marketing' | 'settings' | 'messages' | 'jobsReports';

/**
 * The apps of one stand of the harness (ports.cjs). Stand 0 is shared by every file, which run in
 * parallel; a file that takes remotes down or slows them does it on a stand of its own, through the
 * stand's `harness`.
 */
export function stand(index: number) {
  const control = (action: string, key: RemoteKey, query = '') =>
    fetch(`http://127.0.0.1:${e2ePorts.control}/${action}/${key}?stand=${index}${query}`, { method: 'POST' }).then(
      (response) => {
        if (response.status !== 204) throw new Error(`the harness refused ${action} ${key}: ${response.status}`);
      },
    );
  return {
    hostUrl: `http://localhost:${standPort(index, 'host')}`,
    remoteUrl: (key: RemoteKey) => `http://localhost:${standPort(index, key)}`,
    /** Takes a remote's server down, brings it back or slows its manifest. */
    harness: {
      stop: (key: RemoteKey) => control('stop', key),
      start: (key: RemoteKey) => control('start', key),
      delayManifest: (key: RemoteKey, ms: number) => control('delay', key, `&ms=${ms}`),
    },
  };
}

const shared = stand(0);
export const HOST_URL = shared.hostUrl;
export const remoteUrl = shared.remoteUrl;

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags });
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

/**
 * One page for every test of the describe block it is called in, opened (and set up) before them and
 * closed after them: for the sweeps that visit every route and check each the same way, as one visitor
 * going from route to route. A fresh context and page cost Chromium about 0.4 s of CPU and a cold load
 * of the app more; a file about the first, cold load (first-page.e2e.ts) keeps a page per test. An
 * error the page throws fails the test it happened in.
 */
export function withSharedPage(
  setUp: (page: Page) => Promise<unknown> = async () => undefined,
  options?: PageOptions,
): () => Page {
  let browser: Browser | undefined;
  let current: Awaited<ReturnType<typeof newPage>> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    current = await newPage(browser, options);
    await setUp(current.page);
  });
  afterEach(() => {
    const errors = current?.pageErrors.splice(0) ?? [];
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!current) throw new Error('The shared page is opened in beforeAll; use it inside a test.');
    return current.page;
  };
}

/** Spec §3: the seven browser storage keys, restated here (not imported) so a wrong change to the app's list is caught. */
export const STORAGE_KEYS = [
  'accessToken',
  'first_name',
  'email',
  'isEmailVerified',
  'isMobileVerified',
  'isLoggedIn',
  'billingTaxId',
];

/** The page's localStorage values for these keys (null where a key is absent). */
export function storedValues(page: Page, keys: string[] = STORAGE_KEYS): Promise<Record<string, string | null>> {
  return page.evaluate((names) => Object.fromEntries(names.map((name) => [name, localStorage.getItem(name)])), keys);
}

export const API_URL = `http://localhost:${e2ePorts.api}`;
export const STRONG_PASSWORD = 'Secret@123';

export interface TestAccount {
  accessToken: string;
  first_name: string;
  email: string;
  password: string;
  /** The api the session was opened on, where the helpers call as this account; the suite's when absent. */
  apiUrl?: string;
}

let accounts = 0;
/** A unique address per call, so tests never collide on the one api database of the run. */
export function uniqueEmail(prefix = 'asha'): string {
  accounts += 1;
  return `${prefix}.${Date.now().toString(36)}.${accounts}@example.com`;
}

/** Creates an account through the real api (POST /signup: the suite's unless told) and returns its session. */
export async function createAccount(firstName = 'Asha', apiUrl = API_URL): Promise<TestAccount> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await fetch(`${apiUrl}/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: firstName,
      last_name: 'Rao',
      email,
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string } };
  return { accessToken: body.data.token, first_name: firstName, email, password: STRONG_PASSWORD, apiUrl };
}

/**
 * Stores a real session the way login does (spec §3, §4): the access token and the user's keys, in
 * the storage of the host at `hostUrl` (the shared stand's unless told). Without an account, a fresh
 * one is created through the api.
 */
export async function signIn(page: Page, account?: TestAccount, hostUrl = HOST_URL): Promise<TestAccount> {
  const session = account ?? (await createAccount());
  await page.goto(`${hostUrl}/remotes.json`);
  await page.evaluate((values) => {
    localStorage.setItem('accessToken', values.accessToken);
    localStorage.setItem('first_name', values.first_name);
    localStorage.setItem('email', values.email);
    localStorage.setItem('isEmailVerified', 'false');
    localStorage.setItem('isMobileVerified', 'false');
    localStorage.setItem('isLoggedIn', 'true');
  }, session);
  return session;
}

/** The newest mail the api put in its outbox for an address (GET /dev/outbox, DEV_OUTBOX=1). */
export async function latestMail(to: string): Promise<{ subject: string; text: string; html: string }> {
  const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { data: { subject: string; text: string; html: string }[] };
  if (!body.data[0]) throw new Error(`no mail for ${to}`);
  return body.data[0];
}

/** WCAG 2.2 A and AA, as axe-core tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * WCAG rules axe-core marks experimental and leaves off unless asked: 2.5.3 Label in Name (a control's
 * accessible name contains its visible text, so speech users can say what they see).
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/** The WCAG violations on the page, each as "rule: target…" for a readable failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  const found = await axeRun(page);
  if (found.length === 0) return found;
  // A toast can start fading out between the wait for animations and the analysis, and be judged with
  // a contrast it only has for that moment: a violation counts when it is still there once the page
  // has settled again (a toast leaves the page a second after its exit).
  await page.waitForTimeout(1_500);
  return axeRun(page);
}

async function axeRun(page: Page): Promise<string[]> {
  // Colours are judged as drawn: a toast or dialog still fading in has a contrast it will not keep.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({
      rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .analyze();
  const evaluated = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  const skipped = EXPERIMENTAL_RULES.filter((rule) => !evaluated.has(rule));
  if (skipped.length > 0) throw new Error(`axe did not run ${skipped.join(', ')}`);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
