// Issue 19: paying for hours. The freelancer logs hours through the api; the client follows them in
// the contract's work diary; once the week has ended the scheduler closes it into an invoice charged
// to the client's card and held for a review of five days, during which the client may dispute some
// of its hours, which the freelancer accepts (the hours are refunded to the client).
//
// Weeks end and reviews run days apart, so this file runs on an api of its own whose clock the test
// moves forward (hourly-backend.ts); the suite's api runs at real time for every other file.
import type { Locator, Page } from 'playwright-core';
import { axeViolations, createAccount, HOST_URL, signIn, withPagePerTest, type TestAccount } from '../support/browser';
import { HOURLY_JOB, postJob, proposalsAsClient, sendOffer } from '../support/client-jobs';
import {
  acceptOffer,
  callApiAs,
  logHours,
  pendingOffer,
  propose,
  signInFreelancer,
  type FreelancerSession,
} from '../support/freelancer';
import {
  CLOCK_BACKEND_READY_MS,
  CLOCK_API_URL,
  advanceClock,
  dayAfter,
  mondayMorningThisWeek,
  routeApiToClockBackend,
  signInAgain,
  startClockBackend,
} from '../support/hourly-backend';
import { saveCard } from '../support/payments';

const DAY_MINUTES = 24 * 60;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the work diary heads it: "Tuesday 14 Apr". */
function diaryDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** A week as the work diary titles it: "9 Mar – 15 Mar 2026" (the year on both ends when they differ). */
function diaryWeek(monday: string, sunday: string): string {
  const from = new Date(`${monday}T00:00:00Z`);
  const to = new Date(`${sunday}T00:00:00Z`);
  const dayMonth = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
  const fromYear = from.getUTCFullYear() === to.getUTCFullYear() ? '' : ` ${from.getUTCFullYear()}`;
  return `${dayMonth(from)}${fromYear} – ${dayMonth(to)} ${to.getUTCFullYear()}`;
}

/**
 * The page is read in India, whatever the machine's time zone: Chromium's own emulation of a time
 * zone (what Playwright's `timezoneId` sets), for as long as the page lives.
 */
async function readInIndia(target: Page) {
  const session = await target.context().newCDPSession(target);
  await session.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Kolkata' });
}

/**
 * The end of a review, Saturday 00:00 UTC, as the work diary writes it for a reader in India, where
 * it is 05:30 that Saturday: "Sat, 14 Mar 2026, 05:30 (IST)".
 */
function reviewEndInIndia(iso: string): string {
  const date = new Date(iso);
  expect(date.getUTCDay() === 6 && iso.endsWith('T00:00:00.000Z')).toBe(true);
  return `Sat, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, 05:30 (IST)`;
}

/** A moment as the invoice dates it, in India: "14 Mar 2026". */
const invoiceDay = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

const fullName = (freelancer: FreelancerSession) => `${freelancer.firstName} ${freelancer.lastName}`;

async function expectToast(target: Page, text: string) {
  await target.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** Whether the page scrolls sideways: wider than the viewport. */
const pageWidth = (target: Page) => target.evaluate(() => document.documentElement.scrollWidth);

/** The work diary's part for one week: its title, its figures, its payment and its days. */
const weekRegion = (target: Page, monday: string, sunday: string): Locator =>
  target.getByRole('region', { name: diaryWeek(monday, sunday) });

/** Waits for the day's one entry in the diary, with what was done and for how long. */
async function expectLogged(target: Page, day: string, description: string, duration: string) {
  const entries = target.getByRole('list', { name: `Work logged on ${diaryDay(day)}` }).getByRole('listitem');
  await entries.filter({ hasText: description }).getByText(duration, { exact: true }).waitFor();
  expect(await entries.count()).toBe(1);
}

/** An amount of the invoice's table, by its row's heading ("Work", "Total", …). */
async function invoiceAmount(target: Page, label: string): Promise<string> {
  const row = target
    .getByRole('region', { name: 'Amounts (USD)' })
    .getByRole('row')
    .filter({ has: target.getByRole('rowheader', { name: label, exact: true }) });
  return (await row.getByRole('cell').textContent())!.trim();
}

interface WeekReviewSeen {
  status: 'in_review' | 'released';
  review_ends_at: string;
  invoice_id: number;
  can_dispute: boolean;
  disputes: {
    id: number;
    minutes: number;
    status: string;
    resolved_at: string | null;
    refund: { currency: string; amount: number } | null;
  }[];
}

/** The week's review as the client's api gives it (`GET /contracts/:id/work-diary?week=`); null while it is open. */
async function weekReview(client: TestAccount, contractId: number, monday: string): Promise<WeekReviewSeen | null> {
  const { data } = await callApiAs<{ data: { review?: WeekReviewSeen | null } }>(
    client.accessToken,
    'GET',
    `/contracts/${contractId}/work-diary?week=${monday}`,
    { apiUrl: client.apiUrl },
  );
  return data.review ?? null;
}

/**
 * Waits for the scheduler (its tick every half second) to close the week into its invoice and
 * collect the card's charge: the week is then in review and can be disputed.
 */
async function closedWeek(client: TestAccount, contractId: number, monday: string): Promise<WeekReviewSeen> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const review = await weekReview(client, contractId, monday);
    if (review?.can_dispute) return review;
    if (Date.now() > deadline) {
      throw new Error(`the week of ${monday} was not closed and paid within 60 s: ${JSON.stringify(review)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Opens the job's page, and from the freelancer's contract on it, the contract's work diary. */
async function openWorkDiary(target: Page, jobId: number, freelancer: FreelancerSession) {
  await target.goto(`${HOST_URL}/jobs/${jobId}`);
  await target.getByRole('heading', { level: 1, name: 'Job Details' }).waitFor();
  await target
    .getByRole('list', { name: 'Contracts' })
    .getByRole('article', { name: fullName(freelancer) })
    .getByRole('link', { name: 'Work diary' })
    .click();
  await target.getByRole('heading', { level: 1, name: 'Work diary' }).waitFor();
}

describe('an hourly week, from the hours logged to a dispute of them (on an api whose clock the test moves)', () => {
  // The Monday of this week, 09:00 UTC: the contract starts then, and its first week is this one.
  const start = mondayMorningThisWeek();
  const monday = dayAfter(start, 0);
  const tuesday = dayAfter(start, 1);
  const sunday = dayAfter(start, 6);
  const page = withPagePerTest();
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // The api seeds the demo data before it answers: 11 to 20 s here, over two minutes in a full CI run.
    stop = await startClockBackend(start);
  }, CLOCK_BACKEND_READY_MS + 60_000);
  afterAll(async () => {
    await stop?.();
  });

  it('shows the hours in the work diary, closes the week into an invoice, and takes a dispute that the freelancer accepts', async () => {
    await routeApiToClockBackend(page());
    await readInIndia(page());

    // Monday: the client (with a card) hires a demo freelancer by the hour, who logs the morning's work.
    let client = await createAccount('Nandini', CLOCK_API_URL);
    await saveCard(client);
    const jobId = await postJob(client, { ...HOURLY_JOB, title: 'Hourly help with our payments api' });
    let freelancer = await signInFreelancer(0, CLOCK_API_URL);
    await propose(freelancer, jobId, {
      amount: '30',
      cover_letter: 'I have built payment flows on Node.js for years.',
      weekly_limit: 20,
    });
    const [proposal] = await proposalsAsClient(client, jobId);
    await sendOffer(client, jobId, proposal!, { type: 'hourly', hourly_rate: '30', weekly_limit: '20' });
    const contract = await acceptOffer(freelancer, (await pendingOffer(freelancer, jobId)).id);
    await logHours(freelancer, contract.id, {
      work_date: monday,
      minutes: 210,
      description: 'Built the webhook handler for card payments',
    });

    // Tuesday: a day on, every session of Monday has ended (12 hours); the freelancer logs Tuesday's work.
    const tuesdayMorning = await advanceClock(DAY_MINUTES);
    expect(tuesdayMorning.toISOString().slice(0, 10)).toBe(tuesday);
    freelancer = await signInFreelancer(0, CLOCK_API_URL);
    client = await signInAgain(client);
    await logHours(freelancer, contract.id, {
      work_date: tuesday,
      minutes: 120,
      description: 'Reviewed the refund flow with the team',
    });

    // The client follows the week from the job's page: each day's work, and the week's total.
    await signIn(page(), client);
    await openWorkDiary(page(), jobId, freelancer);
    expect(new URL(page().url()).pathname).toBe(`/jobs/${jobId}/contracts/${contract.id}/work-diary`);
    const week = weekRegion(page(), monday, sunday);
    await week.getByText('This week is open: hours can still be logged', { exact: true }).waitFor();
    await expectLogged(page(), monday, 'Built the webhook handler for card payments', '3 h 30 min');
    await expectLogged(page(), tuesday, 'Reviewed the refund flow with the team', '2 h');
    // 5 h 30 min of the 20 h limit, at $30.00 an hour: $165.00.
    await week.getByText('5 h 30 min of 20 h', { exact: true }).waitFor();
    await week.getByText('$30.00/hr', { exact: true }).waitFor();
    await week.getByText('$165.00', { exact: true }).waitFor();
    expect(await week.getByRole('link', { name: 'View invoice' }).count()).toBe(0);
    expect(await axeViolations(page())).toEqual([]);

    // Wednesday of the next week: the week ended on Sunday, and the scheduler closes it into an
    // invoice charged to the card, in review until Saturday 00:00 UTC.
    const wednesdayAfter = await advanceClock(8 * DAY_MINUTES);
    expect(wednesdayAfter.toISOString().slice(0, 10)).toBe(dayAfter(start, 9));
    client = await signInAgain(client);
    freelancer = await signInFreelancer(0, CLOCK_API_URL);
    const review = await closedWeek(client, contract.id, monday);
    expect(review).toMatchObject({ status: 'in_review', review_ends_at: `${dayAfter(start, 12)}T00:00:00.000Z` });

    // The diary opens on the new week; the week before shows its review and its invoice.
    await signIn(page(), client);
    await openWorkDiary(page(), jobId, freelancer);
    await page().getByText('This week is open: hours can still be logged', { exact: true }).waitFor();
    await page().getByRole('button', { name: 'Previous week' }).click();
    // Saturday 00:00 UTC is 05:30 in India: the review ends as Saturday begins for a reader in UTC.
    await week
      .getByText(`In review until ${reviewEndInIndia(review.review_ends_at)}: the payment is held until then.`, {
        exact: true,
      })
      .waitFor();
    expect(new URL(page().url()).searchParams.get('week')).toBe(monday);
    await week.getByText('5 h 30 min of 20 h', { exact: true }).waitFor();
    expect(await axeViolations(page())).toEqual([]);

    // Its invoice: the week's hours as the work, and what the card paid.
    await week.getByRole('link', { name: 'View invoice' }).click();
    await page()
      .getByRole('heading', { level: 1, name: /^Invoice TI\/\d{4}\/\d{8}$/ })
      .waitFor();
    expect(new URL(page().url()).pathname).toBe(`/reports/invoices/${review.invoice_id}`);
    // The week's days as an invoice names them ("23 – 29 Nov 2026"), whichever week the clock stands in.
    const days = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
      .formatRange(new Date(`${monday}T00:00:00Z`), new Date(`${sunday}T00:00:00Z`))
      .replace(/\s/g, ' ');
    await page()
      .getByRole('cell', { name: `Hours, ${days} (5 h 30 min)`, exact: true })
      .waitFor();
    expect(await invoiceAmount(page(), 'Work')).toBe('$165.00');
    // The marketplace fee is 5% of the work; no GST, as a client who gave no billing address in India
    // is billed as outside India.
    expect(await invoiceAmount(page(), 'Marketplace fee')).toBe('$8.25');
    expect(await invoiceAmount(page(), 'GST (not charged)')).toBe('$0.00');
    expect(await invoiceAmount(page(), 'Total')).toBe('$173.25');
    expect(await invoiceAmount(page(), 'Paid by card')).toBe('$173.25');

    // Back on the diary, the client disputes an hour and a half of the week.
    await page().goBack();
    const disputeButton = week.getByRole('button', { name: 'Dispute hours' });
    await disputeButton.click();
    const dialog = page().getByRole('dialog', { name: 'Dispute hours' });
    const hours = dialog.getByRole('textbox', { name: 'Hours to dispute' });
    await hours.waitFor();
    expect(await axeViolations(page())).toEqual([]);
    await hours.fill('1.5');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The refund review was planned for one hour, not two.');
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await expectToast(page(), 'Dispute sent. The payment is held until it is settled.');
    await dialog.waitFor({ state: 'detached' });
    const disputes = page().getByRole('region', { name: 'Disputes' });
    const dispute = disputes.getByRole('listitem').filter({ hasText: '1 h 30 min disputed on' });
    await dispute.getByText('Open', { exact: true }).waitFor();
    await dispute.getByText('The refund review was planned for one hour, not two.', { exact: true }).waitFor();
    await dispute.getByRole('button', { name: 'Withdraw dispute' }).waitFor();
    // One dispute at a time: none other while it is open.
    expect(await disputeButton.count()).toBe(0);

    // The freelancer accepts it: 1 h 30 min at $30.00 ($45.00) with its share of the fee ($2.25) goes
    // back to the client's card.
    const [opened] = (await weekReview(client, contract.id, monday))!.disputes;
    await callApiAs(freelancer.token, 'POST', `/freelancer/contracts/${contract.id}/disputes/${opened!.id}/accept`, {
      apiUrl: CLOCK_API_URL,
    });
    await page().reload();
    await dispute.getByText('Accepted — refunded $47.25', { exact: true }).waitFor();
    expect(await dispute.getByRole('button', { name: 'Withdraw dispute' }).count()).toBe(0);
    // The rest of the week stays in review until it ends.
    await week.getByText(`In review until ${reviewEndInIndia(review.review_ends_at)}:`).waitFor();
    expect(await axeViolations(page())).toEqual([]);

    // The invoice stays as issued and lists the refund, gone back to the card, with what is left paid.
    const [accepted] = (await weekReview(client, contract.id, monday))!.disputes;
    await week.getByRole('link', { name: 'View invoice' }).click();
    const refunds = page().getByRole('table', { name: 'Refunds' });
    const refund = refunds.getByRole('row').filter({ hasText: 'Disputed hours refunded' });
    await refund.getByRole('cell', { name: '$47.25', exact: true }).waitFor();
    await refund.getByRole('cell', { name: invoiceDay(accepted!.resolved_at!), exact: true }).waitFor();
    await refund.getByText('To Visa ending 4242', { exact: true }).waitFor();
    // The provider gave the card's part back at once: nothing is pending.
    expect(await refunds.getByText('Pending').count()).toBe(0);
    expect(await refunds.getByRole('row').count()).toBe(2);
    expect(await invoiceAmount(page(), 'Total')).toBe('$173.25');
    expect(await invoiceAmount(page(), 'Paid by card')).toBe('$173.25');
    expect(await invoiceAmount(page(), 'Refunded')).toBe('$47.25');
    expect(await invoiceAmount(page(), 'Net paid')).toBe('$126.00');
    expect(await axeViolations(page())).toEqual([]);
    await page().goBack();

    // On a phone, the diary with its review and its dispute fits the screen's width, and so does the
    // invoice with its refunds.
    await page().setViewportSize({ width: 390, height: 844 });
    await dispute.getByText('Accepted — refunded $47.25', { exact: true }).waitFor();
    expect(await pageWidth(page())).toBeLessThanOrEqual(390);
    await week.getByRole('link', { name: 'View invoice' }).click();
    await refund.getByRole('cell', { name: '$47.25', exact: true }).waitFor();
    expect(await pageWidth(page())).toBeLessThanOrEqual(390);
  }, 240_000);
});
