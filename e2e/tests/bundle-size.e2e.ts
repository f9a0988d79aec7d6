import type { Page } from 'playwright-core';
import { API_URL, HOST_URL, newPage, remoteUrl, signIn, withBrowser } from '../support/browser';
import { postJob } from '../support/client-jobs';

interface ScriptSizes {
  files: number;
  raw: number;
  gzipped: number;
}

// The same measurement the web benchmark prints.
const { firstPageScripts } = require('@talentindia/build/first-page-scripts') as {
  firstPageScripts: (page: Page, url: string) => Promise<ScriptSizes & { byUrl: Record<string, number> }>;
};

/**
 * A guard against bloat, not a target: the JavaScript that / loads, gzip-compressed. 182 KB since
 * issue 18 (was 180): the shell's header knows a freelancer from a client and keeps the unread count
 * on the phone menu (about 1 KB); the live stream's code is loaded only once signed in.
 */
const BUDGET_BYTES = 182 * 1024;
/** Issue 8: what a settings route adds to the shell (the settings remote's own files), gzip-compressed. */
const SETTINGS_BUDGET_BYTES = 60 * 1024;
/** Issue 10: what a jobs route adds to the shell (the jobs-and-reports remote's files, the kit's chunks). */
const JOBS_BUDGET_BYTES = 80 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * What `route` loads beyond the shell: every script its page fetches that `shellScripts` (a signed-in
 * page of the shell alone) did not, their sizes summed, printed one by one against `budget`.
 */
async function scriptsBeyondShell(page: Page, route: string, shellScripts: Set<string>, budget: number) {
  const { gzipped, byUrl } = await firstPageScripts(page, `${HOST_URL}${route}`);
  const extra = Object.entries(byUrl).filter(([url]) => !shellScripts.has(url));
  const beyond = extra.reduce((sum, [, size]) => sum + size, 0);
  console.log(
    `JS loaded by ${route}: ${kb(gzipped)} gzip in all; beyond the shell ${kb(beyond)} in ${extra.length} files (budget ${kb(budget)}):\n` +
      extra.map(([url, size]) => `  ${kb(size)}  ${url}`).join('\n'),
  );
  return { extra, beyond };
}

const browser = withBrowser();

it('keeps the JavaScript loaded by / under 182 KB gzip-compressed', async () => {
  const { page, context } = await newPage(browser());
  const { files, raw, gzipped } = await firstPageScripts(page, `${HOST_URL}/`);
  console.log(
    `JS loaded by /: ${files} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`,
  );
  expect(files).toBeGreaterThan(0);
  expect(gzipped).toBeLessThan(BUDGET_BYTES);
  await context.close();
});

/**
 * What a settings route adds to the shell: every script it loads that a signed-in page of the shell
 * alone (/notifications, drawn by the host) does not, wherever it comes from (the settings remote,
 * or chunks of the shared kit that only forms and dialogs load).
 */
describe('a settings route', () => {
  let shellScripts: Set<string>;
  beforeAll(async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    shellScripts = new Set(Object.keys((await firstPageScripts(page, `${HOST_URL}/notifications`)).byUrl));
    await context.close();
  });

  // Payment Methods: Stripe's code (react-stripe-js, the Stripe.js loader) is a chunk of its own, fetched
  // only when the Add Payment Method dialog opens with the Stripe provider; it must not count here.
  it.each([
    '/settings/profile',
    '/settings/billing',
    '/settings/email-preference',
    '/settings/payment-methods',
    '/settings/password-security',
  ])('%s loads at most 60 KB gzip-compressed of JavaScript beyond the shell', async (route) => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    const { extra, beyond } = await scriptsBeyondShell(page, route, shellScripts, SETTINGS_BUDGET_BYTES);
    expect(extra.some(([url]) => url.startsWith(remoteUrl('settings')))).toBe(true);
    expect(beyond).toBeLessThan(SETTINGS_BUDGET_BYTES);
    await context.close();
  });
});

/**
 * As the settings routes: every script a jobs route loads beyond a signed-in page of the shell
 * alone. A job's page and the offer forms are opened on a real job of the signed-in client (`:id`),
 * so its page draws its details and proposals; the offer pages load their code and the form kit
 * whatever the api answers.
 */
describe('a jobs route', () => {
  let shellScripts: Set<string>;
  /** A real demo freelancer, from the public directory, for the profile routes (`:freelancer`). */
  let freelancerId: number;
  beforeAll(async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    shellScripts = new Set(Object.keys((await firstPageScripts(page, `${HOST_URL}/notifications`)).byUrl));
    await context.close();
    const response = await fetch(`${API_URL}/freelancers?per_page=1`);
    freelancerId = ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
  });

  it.each([
    '/dashboard',
    '/jobs',
    '/jobs/new',
    '/jobs/:job',
    '/jobs/:job/offer?proposal=1',
    '/freelancers',
    '/freelancers/:freelancer',
    '/freelancer/profile?id=:freelancer',
    '/freelancers/:freelancer/hire',
    // Issue 20: the reports, with the date picker and the charts in chunks of their own, loaded on demand.
    '/reports/transaction-history',
    '/reports/weekly-summary',
    '/reports/time-by-freelancer',
  ])('%s loads at most 80 KB gzip-compressed of JavaScript beyond the shell', async (pattern) => {
    const { page, context } = await newPage(browser());
    const account = await signIn(page);
    let route = pattern.replace(':freelancer', String(freelancerId));
    if (route.includes(':job')) route = route.replace(':job', String(await postJob(account)));
    const { extra, beyond } = await scriptsBeyondShell(page, route, shellScripts, JOBS_BUDGET_BYTES);
    expect(extra.some(([url]) => url.startsWith(remoteUrl('jobsReports')))).toBe(true);
    expect(beyond).toBeLessThan(JOBS_BUDGET_BYTES);
    await context.close();
  });
});

/**
 * Issue 19: an invoice's page, on one of the demo client's paid invoices (a fixed-price milestone's),
 * beyond the shell alone; Stripe's code is a chunk of its own, loaded only to confirm a Stripe charge.
 */
it('/reports/invoices/:id loads at most 80 KB gzip-compressed of JavaScript beyond the shell', async () => {
  const login = await fetch(`${API_URL}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@talentindia.dev', password: 'Demo@1234' }),
  });
  const { data: session } = (await login.json()) as { data: { token: string; user: { first_name: string } } };
  const demo = {
    accessToken: session.token,
    first_name: session.user.first_name,
    email: 'demo@talentindia.dev',
    password: 'Demo@1234',
  };
  const get = async <T>(path: string) =>
    (
      (await (
        await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${demo.accessToken}` } })
      ).json()) as {
        data: T;
      }
    ).data;
  const contracts = await get<{ type: string; milestones: { invoice: { id: number } | null }[] }[]>('/contracts');
  const invoiceId = contracts
    .filter((contract) => contract.type === 'fixed')
    .flatMap((contract) => contract.milestones)
    .find((milestone) => milestone.invoice)?.invoice?.id;
  if (!invoiceId) throw new Error('the demo client has no milestone invoice');

  const shell = await newPage(browser());
  await signIn(shell.page, demo);
  const shellScripts = new Set(Object.keys((await firstPageScripts(shell.page, `${HOST_URL}/notifications`)).byUrl));
  await shell.context.close();

  const { page, context } = await newPage(browser());
  await signIn(page, demo);
  const route = `/reports/invoices/${invoiceId}`;
  const { extra, beyond } = await scriptsBeyondShell(page, route, shellScripts, JOBS_BUDGET_BYTES);
  expect(extra.some(([url]) => url.startsWith(remoteUrl('jobsReports')))).toBe(true);
  expect(extra.some(([url]) => /stripe/i.test(url))).toBe(false);
  expect(beyond).toBeLessThan(JOBS_BUDGET_BYTES);
  await context.close();
});

/** Issue 18: what /messages adds to the shell; the gallery and its library load when first opened. */
const MESSAGES_BUDGET_BYTES = 100 * 1024;

it('/messages loads at most 100 KB gzip-compressed of JavaScript beyond the shell', async () => {
  const shell = await newPage(browser());
  await signIn(shell.page);
  const shellScripts = new Set(Object.keys((await firstPageScripts(shell.page, `${HOST_URL}/notifications`)).byUrl));
  await shell.context.close();

  const { page, context } = await newPage(browser());
  await signIn(page);
  const { extra, beyond } = await scriptsBeyondShell(page, '/messages', shellScripts, MESSAGES_BUDGET_BYTES);
  expect(extra.some(([url]) => url.startsWith(remoteUrl('messages')))).toBe(true);
  expect(extra.some(([url]) => url.includes('messages-gallery'))).toBe(false);
  expect(beyond).toBeLessThan(MESSAGES_BUDGET_BYTES);
  await context.close();
});
