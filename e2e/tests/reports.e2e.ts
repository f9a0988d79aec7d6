// Issue 20: the reports. After a client pays a fixed-price milestone partly with credits and an
// hourly contract logs hours, Transaction History shows the payment with a summary that adds up and
// a link to its invoice, keeps its filters and range in the URL, downloads them as CSV, and shows the
// credit history Payment Methods links to; Weekly Summary and Time by freelancer draw the hours.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { axeViolations, HOST_URL, signIn, withSharedPage, type TestAccount } from '../support/browser';
import { HOURLY_JOB, postJob, proposalsAsClient, sendOffer, type OfferTerms } from '../support/client-jobs';
import {
  acceptOffer,
  callApiAs,
  logHours,
  pendingOffer,
  propose,
  signInFreelancer,
  submitMilestone,
  type FreelancerSession,
} from '../support/freelancer';
import { claimCredits } from '../support/payments';

const dueIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const todayUtc = () => new Date().toISOString().slice(0, 10);
const fullName = (freelancer: FreelancerSession) => `${freelancer.firstName} ${freelancer.lastName}`;
const usd = (minor: number) =>
  `${minor < 0 ? '-' : ''}$${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

interface InvoiceAmounts {
  id: number;
  number: string;
  total: { amount: number };
  fee: { amount: number };
  tax: { amount: number };
  credits_used: { amount: number };
}

/** The client's job, the freelancer's proposal and the client's offer on these terms, accepted. */
async function hire(client: TestAccount, freelancer: FreelancerSession, title: string, terms: OfferTerms) {
  const jobId = await postJob(client, terms.type === 'hourly' ? { ...HOURLY_JOB, title } : { title });
  await propose(freelancer, jobId, {
    amount: terms.type === 'hourly' ? terms.hourly_rate : '1200',
    cover_letter: 'I have built this kind of work before.',
    ...(terms.type === 'hourly' ? { weekly_limit: Number(terms.weekly_limit) } : {}),
  });
  const [proposal] = await proposalsAsClient(client, jobId);
  await sendOffer(client, jobId, proposal!, terms);
  return acceptOffer(freelancer, (await pendingOffer(freelancer, jobId)).id);
}

/** The figure of the summary named `label` ("Total Spent"). */
const summaryFigure = (target: Page, label: string) =>
  target
    .getByRole('group', { name: 'Summary in USD' })
    .locator('div')
    .filter({ has: target.getByText(label, { exact: true }) })
    .locator('dd');

const pageWidth = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth);

describe('reports', () => {
  const page = withSharedPage();
  let client: TestAccount;
  let designer: FreelancerSession;
  let developer: FreelancerSession;
  let invoice: InvoiceAmounts;

  beforeAll(async () => {
    client = await signIn(page());
    await claimCredits(client);
    designer = await signInFreelancer(6);
    developer = await signInFreelancer(7);
    // A $1,200 milestone funded on acceptance: the $1,000 of credits first, the rest by card; then approved.
    const fixed = await hire(client, designer, 'Brand guide for our bakery chain', {
      type: 'fixed',
      milestones: [{ name: 'Brand guide', amount: '1200', due_date: dueIn(14) }],
    });
    const milestone = fixed.milestones[0]!;
    await submitMilestone(designer, fixed.id, milestone.id);
    await callApiAs(client.accessToken, 'POST', `/contracts/${fixed.id}/milestones/${milestone.id}/approve`);
    const transactions = await callApiAs<{ data: { invoice: { id: number } }[] }>(
      client.accessToken,
      'GET',
      '/reports/transactions',
    );
    const invoiceId = transactions.data[0]!.invoice.id;
    invoice = (await callApiAs<{ data: InvoiceAmounts }>(client.accessToken, 'GET', `/invoices/${invoiceId}`)).data;
    // An hourly contract with 2 h 30 min logged today.
    const hourly = await hire(client, developer, 'Order tracking app', {
      type: 'hourly',
      hourly_rate: '30',
      weekly_limit: '20',
    });
    await logHours(developer, hourly.id, { work_date: todayUtc(), minutes: 150, description: 'Built the order list.' });
  }, 120_000);

  it('lists the payment with a summary that adds up, and opens its invoice from the row', async () => {
    await page().goto(`${HOST_URL}/reports/transaction-history`);
    await page().getByRole('heading', { level: 1, name: 'Transaction History' }).waitFor();
    // The credits were all spent on the milestone.
    await page().getByRole('region', { name: 'Available Credits' }).getByText('$0.00').waitFor();
    const table = page().getByRole('table', { name: 'Transactions' });
    const row = table.getByRole('row').filter({ hasText: 'Brand guide for our bakery chain' });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toContain('Fixed Price');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe(fullName(designer));
    expect(await row.getByRole('cell').nth(4).textContent()).toBe(usd(invoice.total.amount));
    await page().getByText('No more transactions.').waitFor();

    expect(invoice.credits_used.amount).toBe(100_000);
    expect(await summaryFigure(page(), 'Contracts').textContent()).toBe('1');
    expect(await summaryFigure(page(), 'Fees').textContent()).toBe(usd(invoice.fee.amount));
    expect(await summaryFigure(page(), 'Taxes').textContent()).toBe(usd(invoice.tax.amount));
    expect(await summaryFigure(page(), 'Credits Used').textContent()).toBe('$1,000.00');
    expect(await summaryFigure(page(), 'Total Spent').textContent()).toBe(usd(invoice.total.amount));
    expect(await axeViolations(page())).toEqual([]);

    await row.getByRole('link', { name: 'Milestone: Brand guide' }).click();
    await page()
      .getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })
      .waitFor();
    expect(new URL(page().url()).pathname).toBe(`/reports/invoices/${invoice.id}`);
  });

  it('keeps the filters and the range in the URL across a reload, with Early and Continuous for open ends', async () => {
    await page().goto(`${HOST_URL}/reports/transaction-history`);
    const table = page().getByRole('table', { name: 'Transactions' });
    await table.getByRole('row').filter({ hasText: 'Brand guide for our bakery chain' }).waitFor();

    // Hourly: the milestone's row goes (the list answers for the new filter).
    await page().getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Hourly' });
    await table.getByRole('row').filter({ hasText: 'Brand guide' }).waitFor({ state: 'detached' });
    await page().getByText('No more transactions.').waitFor();
    await page().getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Fixed Price' });
    await page()
      .getByRole('combobox', { name: 'Freelancer' })
      .selectOption({ label: fullName(designer) });
    await table.getByRole('row').filter({ hasText: 'Brand guide' }).waitFor();

    // Both ends cleared: everything from the first record on.
    await page()
      .getByRole('button', { name: /^Date range/ })
      .click();
    const dialog = page().getByRole('dialog', { name: 'Date range' });
    await dialog.waitFor();
    expect(await axeViolations(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Clear start' }).click();
    await dialog.getByRole('button', { name: 'Clear end' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const rangeButton = page().getByRole('button', { name: 'Date range Early – Continuous' });
    await rangeButton.waitFor();

    const search = new URL(page().url()).searchParams;
    expect(search.get('type')).toBe('fixed');
    expect(search.get('from')).toBe('');
    expect(search.get('to')).toBe('');
    await page().reload();
    await rangeButton.waitFor();
    await table.getByRole('row').filter({ hasText: 'Brand guide' }).waitFor();
    expect(await page().getByRole('combobox', { name: 'Type' }).inputValue()).toBe('fixed');
    expect(await page().getByRole('combobox', { name: 'Freelancer' }).locator('option:checked').textContent()).toBe(
      fullName(designer),
    );
  });

  it('downloads the filtered rows as CSV', async () => {
    await page().goto(`${HOST_URL}/reports/transaction-history?from=&to=&type=fixed`);
    await page()
      .getByRole('table', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: 'Brand guide' })
      .waitFor();
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('transactions-early-continuous.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('Date,Type,Contract,Details,Freelancer,Invoice,Currency,Work,Fee,Tax,Credits used,Amount');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      `Brand guide for our bakery chain,Milestone: Brand guide,${fullName(designer)},${invoice.number},USD`,
    );
    expect(lines[0]!.endsWith(`,${(invoice.total.amount / 100).toFixed(2)}`)).toBe(true);
  });

  it('shows the credit history from Payment Methods', async () => {
    await page().goto(`${HOST_URL}/settings/payment-methods`);
    await page().getByRole('link', { name: 'View Credit History' }).click();
    await page().getByRole('heading', { name: 'Credit History' }).waitFor();
    expect(new URL(page().url()).searchParams.get('type')).toBe('credits');
    // Default range: yesterday to today, which holds the claim and the spend.
    const entries = page().getByRole('list', { name: 'Credit entries' });
    await entries.getByText('+$1,000.00').waitFor();
    await entries.getByText('-$1,000.00').waitFor();
    expect(await axeViolations(page())).toEqual([]);
  });

  it('draws the hourly contract’s week in Weekly Summary and its freelancer in Time by freelancer', async () => {
    await page().goto(`${HOST_URL}/reports/weekly-summary`);
    await page().getByRole('heading', { level: 1, name: 'Weekly Summary' }).waitFor();
    const weekRow = page().getByRole('row').filter({ hasText: 'Order tracking app' }).first();
    await weekRow.waitFor();
    expect(await weekRow.textContent()).toContain('2 h 30 min');
    expect(await weekRow.textContent()).toContain('$75.00');
    expect(await weekRow.textContent()).toContain('In progress');
    // The week list: this week's hours and amount, and its contracts the ones shown.
    const weeks = page().getByRole('table', { name: 'Week by week' });
    const thisWeek = weeks.getByRole('row').filter({ has: page().locator('[aria-current="true"]') });
    expect(await thisWeek.textContent()).toContain('2 h 30 min');
    expect(await thisWeek.textContent()).toContain('$75.00');
    // The week before, opened from the list, had no contract yet (it started today); the address keeps it.
    await weeks
      .getByRole('link', { name: /^View contracts for the week/ })
      .nth(1)
      .click();
    await page().waitForURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
    await page().getByText('No hourly contracts this week.').waitFor();
    await page().reload();
    await page().getByText('No hourly contracts this week.').waitFor();
    await page().goBack();
    await weekRow.waitFor();
    await page().getByRole('img', { name: /hours/i }).first().waitFor();
    expect(await axeViolations(page())).toEqual([]);

    await page().goto(`${HOST_URL}/reports/time-by-freelancer`);
    await page().getByRole('heading', { level: 1, name: 'Time by freelancer' }).waitFor();
    const person = page()
      .getByRole('row')
      .filter({ hasText: fullName(developer) });
    await person.waitFor();
    expect(await person.textContent()).toContain('2 h 30 min');
    await page().getByRole('img', { name: /hours/i }).first().waitFor();
    expect(await axeViolations(page())).toEqual([]);
  });

  it('shows cards instead of the table at 390 px, without scrolling sideways', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    try {
      await page().goto(`${HOST_URL}/reports/transaction-history?from=&to=`);
      const cards = page().getByRole('list', { name: 'Transactions' });
      await cards.getByRole('listitem').filter({ hasText: 'Brand guide for our bakery chain' }).waitFor();
      expect(await page().getByRole('table', { name: 'Transactions' }).isVisible()).toBe(false);
      expect(await pageWidth(page())).toBeLessThanOrEqual(390);
      expect(await axeViolations(page())).toEqual([]);
    } finally {
      await page().setViewportSize({ width: 1280, height: 900 });
    }
  });
});
