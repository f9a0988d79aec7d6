// Issue 19: paying for work. A client sends an offer only when they can pay; accepting a fixed-price
// offer funds its first milestone (credits first, then the default card), which the client releases
// to the freelancer once submitted; each payment has an invoice page and a PDF; a declined or an
// unconfirmed charge is finished from the invoice; an hourly contract's hours are in its work diary.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, HOST_URL, signIn, withPagePerTest, type TestAccount } from '../support/browser';
import { HOURLY_JOB, postJob, proposalsAsClient, sendOffer, type OfferTerms } from '../support/client-jobs';
import {
  acceptOffer,
  callApiAs,
  logHours,
  pendingOffer,
  propose,
  signInFreelancer,
  submitMilestone,
  type ContractSeen,
  type FreelancerSession,
} from '../support/freelancer';
import { claimCredits, invoiceAsClient, makeDefaultCard, saveCard, TEST_CARDS } from '../support/payments';

/** A day well ahead, for milestones' due dates (the api refuses past ones). */
const dueIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Today on the platform's calendar (UTC, ADR 016), the day hours are logged for. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day as the work diary heads it: "Tuesday 14 Apr". */
function diaryDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

const INVOICE_HEADING = /^Invoice TI\/\d{4}\/\d{8}$/;

const fullName = (freelancer: FreelancerSession) => `${freelancer.firstName} ${freelancer.lastName}`;

async function expectToast(target: Page, text: string) {
  await target.getByRole('status').filter({ hasText: text }).first().waitFor();
}

async function openJob(target: Page, jobId: number) {
  await target.goto(`${HOST_URL}/jobs/${jobId}`);
  await target.getByRole('heading', { level: 1, name: 'Job Details' }).waitFor();
}

const contractCard = (target: Page, freelancer: FreelancerSession): Locator =>
  target.getByRole('list', { name: 'Contracts' }).getByRole('article', { name: fullName(freelancer) });

/** One milestone of the freelancer's contract on the job page, by its name. */
const milestoneRow = (target: Page, freelancer: FreelancerSession, name: string): Locator =>
  contractCard(target, freelancer)
    .getByRole('list', { name: 'Milestones' })
    .getByRole('listitem')
    .filter({ hasText: name });

/** Opens a milestone's invoice from its row on the job page; answers the invoice's number. */
async function openInvoiceOf(target: Page, row: Locator): Promise<string> {
  await row.getByRole('link', { name: 'View invoice' }).click();
  const heading = target.getByRole('heading', { level: 1, name: INVOICE_HEADING });
  await heading.waitFor();
  expect(target.url()).toMatch(/\/reports\/invoices\/\d+$/);
  return (await heading.textContent())!.replace(/^Invoice /, '');
}

const invoiceIdOf = (target: Page) => Number(new URL(target.url()).pathname.split('/').pop());

/** Where the invoice's payment stands, as the document says it in words. */
const paymentInWords = (target: Page): Locator =>
  target.getByRole('region', { name: 'Payment', exact: true }).getByRole('paragraph');

/** An amount of the invoice's totals ("Total", "Credits used", …), as its table shows it. */
async function invoiceAmount(target: Page, label: string): Promise<string> {
  const row = target
    .getByRole('region', { name: 'Amounts (USD)' })
    .getByRole('row')
    .filter({ has: target.getByRole('rowheader', { name: label, exact: true }) });
  return (await row.getByRole('cell').textContent())!.trim();
}

/** Whether the page scrolls sideways: wider than the viewport. */
const pageWidth = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth);

interface Hired {
  jobId: number;
  freelancer: FreelancerSession;
  contract: ContractSeen;
}

/**
 * The client's job, a demo freelancer's proposal for it, and the client's offer on these terms
 * (through the api), accepted by the freelancer: a fixed-price contract's first milestone is charged
 * at that moment.
 */
async function hire(
  client: TestAccount,
  { freelancerIndex, title, terms }: { freelancerIndex: number; title: string; terms: OfferTerms },
): Promise<Hired> {
  const jobId = await postJob(client, terms.type === 'hourly' ? { ...HOURLY_JOB, title } : { title });
  const freelancer = await signInFreelancer(freelancerIndex);
  await propose(freelancer, jobId, {
    amount: terms.type === 'hourly' ? terms.hourly_rate : '900',
    cover_letter: 'I have shipped this kind of work for several clients.',
    ...(terms.type === 'hourly' ? { weekly_limit: Number(terms.weekly_limit) } : {}),
  });
  const [proposal] = await proposalsAsClient(client, jobId);
  await sendOffer(client, jobId, proposal!, terms);
  const contract = await acceptOffer(freelancer, (await pendingOffer(freelancer, jobId)).id);
  return { jobId, freelancer, contract };
}

const oneMilestone = (name: string, amount = '900'): OfferTerms => ({
  type: 'fixed',
  milestones: [{ name, amount, due_date: dueIn(14) }],
});

const byTheHour: OfferTerms = { type: 'hourly', hourly_rate: '30', weekly_limit: '20' };

describe('paying for a fixed-price contract', () => {
  const page = withPagePerTest();

  it('refuses an offer the client cannot pay; once sent and accepted its first milestone is funded (credits, then the card), released after asking, and invoiced as a page and a PDF', async () => {
    const client = await signIn(page());
    const jobId = await postJob(client, { title: 'Reports and GST invoices for our clinic' });
    const freelancer = await signInFreelancer(5);
    await propose(freelancer, jobId, { amount: '1200', cover_letter: 'I build reporting for clinics.' });
    const [proposal] = await proposalsAsClient(client, jobId);
    const offersPosted: string[] = [];
    page().on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/offers')
        offersPosted.push(request.url());
    });

    // No card and no credits: the form says so, with the way to add a card, and sends nothing.
    await page().goto(`${HOST_URL}/jobs/${jobId}/offer?proposal=${proposal!.id}`);
    await page().getByRole('heading', { level: 1, name: 'Send an Offer' }).waitFor();
    const refusal = page()
      .getByRole('alert')
      .filter({ hasText: 'Add a card, or credits that cover the first milestone, before you send an offer.' });
    await refusal.waitFor();
    expect(await refusal.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
      '/settings/payment-methods',
    );
    const fillOffer = async () => {
      const first = page().getByRole('group', { name: 'Milestone 1' });
      await first.getByLabel('Name').fill('Reports and GST invoices');
      await first.getByLabel('Amount (USD)').fill('1200');
      await first.getByLabel('Due date').fill(dueIn(21));
    };
    await fillOffer();
    await page().getByRole('button', { name: 'Send Offer' }).click();
    // Sending takes the reader to the alert instead.
    await page().waitForFunction(() => document.activeElement?.querySelector('[role="alert"]') != null);
    expect(offersPosted).toEqual([]);
    const { data: offers } = await callApiAs<{ data: unknown[] }>(client.accessToken, 'GET', `/offers?job_id=${jobId}`);
    expect(offers).toEqual([]);
    expect(new URL(page().url()).pathname).toBe(`/jobs/${jobId}/offer`);

    // A card (saved through the api, as the card form does) and the $1000.00 credits: the credits do
    // not cover the first milestone with its fee, the card does the rest.
    await saveCard(client);
    await claimCredits(client, { hasCard: true });
    await page().reload();
    await page().getByRole('heading', { level: 1, name: 'Send an Offer' }).waitFor();
    await fillOffer();
    await page().getByRole('button', { name: 'Send Offer' }).click();
    await expectToast(page(), 'Offer sent successfully!');
    await page().getByRole('heading', { level: 1, name: 'Job Details' }).waitFor();
    expect(offersPosted).toHaveLength(1);
    expect(await refusal.count()).toBe(0);

    // Accepted: the first milestone is funded at once, and has its invoice.
    const contract = await acceptOffer(freelancer, (await pendingOffer(freelancer, jobId)).id);
    await openJob(page(), jobId);
    const milestone = milestoneRow(page(), freelancer, 'Reports and GST invoices');
    await milestone.getByText('Funded', { exact: true }).waitFor();
    await milestone.getByRole('link', { name: 'View invoice' }).waitFor();

    // Submitted by the freelancer: "Approve & pay" asks first, naming the amount and the freelancer.
    await submitMilestone(freelancer, contract.id, contract.milestones[0]!.id);
    await openJob(page(), jobId);
    await milestone.getByText('Submitted for review', { exact: true }).waitFor();
    await milestone.getByRole('button', { name: 'Approve & pay' }).click();
    const approval = page().getByRole('dialog', { name: `Release $1,200.00 to ${fullName(freelancer)}?` });
    await approval.getByRole('button', { name: 'Approve & pay' }).waitFor();
    expect(await approval.textContent()).toContain(`its payment goes to ${fullName(freelancer)}`);
    expect(await axeViolations(page())).toEqual([]);
    await approval.getByRole('button', { name: 'Approve & pay' }).click();
    await expectToast(page(), 'Milestone approved and paid to the freelancer.');
    await approval.waitFor({ state: 'detached' });
    await milestone.getByText('Paid', { exact: true }).waitFor();
    expect(await milestone.getByRole('button', { name: 'Approve & pay' }).count()).toBe(0);

    // Its invoice: the platform's GSTIN, the work with the 5% fee and the GST on it (CGST + SGST:
    // billed in Karnataka, the platform's state), $1,000.00 of credits used and the card's part.
    const number = await openInvoiceOf(page(), milestone);
    const invoice = await invoiceAsClient(client, invoiceIdOf(page()));
    expect(invoice.number).toBe(number);
    expect(invoice.platform.gstin).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/);
    await page().getByText(`GSTIN: ${invoice.platform.gstin}`).waitFor();
    expect(await invoiceAmount(page(), 'Work')).toBe('$1,200.00');
    expect(await invoiceAmount(page(), 'Marketplace fee')).toBe('$60.00');
    expect(await invoiceAmount(page(), 'GST')).toBe('$10.80');
    expect(await invoiceAmount(page(), 'Total')).toBe('$1,270.80');
    expect(await invoiceAmount(page(), 'Credits used')).toBe('$1,000.00');
    expect(await invoiceAmount(page(), 'Paid by card')).toBe('$270.80');
    expect(await paymentInWords(page()).textContent()).toMatch(/^Paid by Visa ending 4242 on \d{1,2} \w{3} \d{4}\.$/);
    expect(await axeViolations(page())).toEqual([]);

    // Download PDF saves the same invoice as a PDF named after its number.
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
    expect(download.suggestedFilename()).toMatch(/^invoice-TI-\d{4}-\d{8}\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('takes a declined first payment again from its invoice, with a new default card', async () => {
    const client = await signIn(page());
    await saveCard(client, TEST_CARDS.declinesCharges);
    const { jobId, freelancer, contract } = await hire(client, {
      freelancerIndex: 6,
      title: 'A booking site for our yoga studio',
      terms: oneMilestone('Booking flow'),
    });
    expect(contract.milestones[0]!.status).toBe('pending');

    await openJob(page(), jobId);
    const milestone = milestoneRow(page(), freelancer, 'Booking flow');
    await milestone.getByText('Payment declined', { exact: true }).waitFor();
    await openInvoiceOf(page(), milestone);
    expect(await paymentInWords(page()).textContent()).toBe('Declined: Visa ending 0341 was declined.');
    const payAgain = page().getByRole('button', { name: 'Pay again' });
    await payAgain.waitFor();

    const visa = await saveCard(client);
    await makeDefaultCard(client, visa);
    await payAgain.click();
    await expectToast(page(), 'Payment received.');
    await payAgain.waitFor({ state: 'detached' });
    expect(await paymentInWords(page()).textContent()).toMatch(/^Paid by Visa ending 4242 on /);
    expect((await invoiceAsClient(client, invoiceIdOf(page()))).payment.status).toBe('paid');

    await openJob(page(), jobId);
    await milestone.getByText('Funded', { exact: true }).waitFor();
    expect(await milestone.getByText('Payment declined').count()).toBe(0);
  });

  it('finishes a first payment the bank asks the cardholder to confirm, from its invoice', async () => {
    const client = await signIn(page());
    await saveCard(client, TEST_CARDS.authenticates);
    const { jobId, freelancer } = await hire(client, {
      freelancerIndex: 7,
      title: 'Checkout for our tea shop',
      terms: oneMilestone('Cart and checkout'),
    });

    await openJob(page(), jobId);
    const milestone = milestoneRow(page(), freelancer, 'Cart and checkout');
    await milestone.getByText('Waiting for your confirmation', { exact: true }).waitFor();
    // Nothing to fund again while the charge waits: it is finished on the invoice.
    expect(await milestone.getByRole('button', { name: 'Fund' }).count()).toBe(0);
    const number = await openInvoiceOf(page(), milestone);

    await page().getByRole('button', { name: 'Confirm payment' }).click();
    const dialog = page().getByRole('dialog', { name: 'Confirm this payment' });
    await dialog.getByRole('button', { name: 'Complete authentication' }).waitFor();
    expect(await dialog.textContent()).toContain('Visa ending 3155');
    expect(await dialog.textContent()).toContain(number);
    expect(await axeViolations(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expectToast(page(), 'Payment received.');
    await dialog.waitFor({ state: 'detached' });
    expect(await paymentInWords(page()).textContent()).toMatch(/^Paid by Visa ending 3155 on /);
    expect(await page().getByRole('button', { name: 'Confirm payment' }).count()).toBe(0);

    await openJob(page(), jobId);
    await milestone.getByText('Funded', { exact: true }).waitFor();
  });
});

describe('an hourly contract’s work diary', () => {
  const page = withPagePerTest();

  it('shows the hours the freelancer logged today, with their descriptions and the week’s total', async () => {
    const client = await signIn(page());
    await saveCard(client);
    const { jobId, freelancer, contract } = await hire(client, {
      freelancerIndex: 5,
      title: 'Hourly help with our billing api',
      terms: byTheHour,
    });
    const today = todayUtc();
    await logHours(freelancer, contract.id, { work_date: today, minutes: 90, description: 'Set up CI for the api' });
    await logHours(freelancer, contract.id, { work_date: today, minutes: 60, description: 'Fixed the invoice export' });

    await openJob(page(), jobId);
    await contractCard(page(), freelancer).getByRole('link', { name: 'Work diary' }).click();
    await page().getByRole('heading', { level: 1, name: 'Work diary' }).waitFor();
    expect(new URL(page().url()).pathname).toBe(`/jobs/${jobId}/contracts/${contract.id}/work-diary`);
    await page().getByText('This week is open: hours can still be logged').waitFor();

    const logged = page()
      .getByRole('list', { name: `Work logged on ${diaryDay(today)}` })
      .getByRole('listitem');
    await logged.filter({ hasText: 'Set up CI for the api' }).getByText('1 h 30 min', { exact: true }).waitFor();
    await logged.filter({ hasText: 'Fixed the invoice export' }).getByText('1 h', { exact: true }).waitFor();
    expect(await logged.count()).toBe(2);
    // The week: 2 h 30 min of the 20 h limit, at $30.00 an hour.
    await page().getByText('2 h 30 min of 20 h', { exact: true }).waitFor();
    await page().getByText('$75.00', { exact: true }).waitFor();
    // The contract started this week, and there is none after it yet.
    expect(await page().getByRole('button', { name: 'Previous week' }).isDisabled()).toBe(true);
    expect(await page().getByRole('button', { name: 'Next week' }).isDisabled()).toBe(true);
    expect(await axeViolations(page())).toEqual([]);
  });
});

describe('the money pages on a phone (390 px wide)', () => {
  const page = withPagePerTest({ width: 390, height: 844 });

  it('shows an invoice without scrolling sideways', async () => {
    const client = await signIn(page());
    await saveCard(client);
    const { jobId, freelancer } = await hire(client, {
      freelancerIndex: 6,
      title: 'A menu app for our café',
      terms: oneMilestone('Menu and ordering'),
    });
    await openJob(page(), jobId);
    await openInvoiceOf(page(), milestoneRow(page(), freelancer, 'Menu and ordering'));
    await page().getByRole('region', { name: 'Amounts (USD)' }).waitFor();
    expect(await pageWidth(page())).toBeLessThanOrEqual(390);
  });

  it('shows a work diary without scrolling sideways', async () => {
    const client = await signIn(page());
    await saveCard(client);
    const { jobId, freelancer, contract } = await hire(client, {
      freelancerIndex: 7,
      title: 'Hourly help with our mobile api',
      terms: byTheHour,
    });
    await logHours(freelancer, contract.id, {
      work_date: todayUtc(),
      minutes: 45,
      description: 'Reviewed the api’s error responses with the mobile team, and wrote down what to change',
    });
    await page().goto(`${HOST_URL}/jobs/${jobId}/contracts/${contract.id}/work-diary`);
    await page().getByRole('heading', { level: 1, name: 'Work diary' }).waitFor();
    await page()
      .getByText(/Reviewed the api’s error responses/)
      .waitFor();
    expect(await pageWidth(page())).toBeLessThanOrEqual(390);
  });
});
