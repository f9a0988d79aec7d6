import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, weekOfDay } from '@talentindia/contracts';
import {
  charges,
  contracts,
  creditEntries,
  hourlyWeeks,
  invoices,
  jobs,
  messages,
  milestones,
  moneyTransactions,
  notifications,
  offers,
  proposals,
  rateLimitHits,
  releases,
  reviews,
  sessions,
  threads,
  timeEntries,
  users,
} from '../db/schema';
import { findByEmail } from '../modules/accounts';
import { seedContentPages } from '../modules/content';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_ACCOUNT, seedDemoData } from './demo-seed';
import { DEMO_FREELANCER_COUNT, DEMO_FREELANCER_PASSWORD, generateFreelancers } from './freelancer-generator';
import { DEMO_SEED_ADDRESS, DEMO_UNSEEN_NOTIFICATIONS, OTHER_DEMO_CLIENTS } from './marketplace-demo';

// One app with DEMO_DATA=1: buildApp seeds the freelancers, the demo client and the marketplace.
let t: TestApp;
let seedSeconds = 0;
/** When the seeding began: its timeline ends about then. */
let seededAt = 0;
beforeAll(async () => {
  seededAt = Date.now();
  t = await createTestApp({ DEMO_DATA: '1' });
  seedSeconds = (Date.now() - seededAt) / 1000;
}, 300_000);

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
afterAll(() => t.close());

const login = async (email: string, password: string) => {
  const response = await t.request({ method: 'POST', url: '/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
};
/** The demo client's session for the tests that only read: signing in each time would spend the login limit. */
let demoToken: string | undefined;
const demoSession = async () => (demoToken ??= await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password));
const get = async (token: string, url: string) => {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Every row count the marketplace demo writes to. */
async function counts() {
  const tables = {
    users,
    jobs,
    proposals,
    offers,
    contracts,
    milestones,
    timeEntries,
    hourlyWeeks,
    invoices,
    charges,
    releases,
    reviews,
    threads,
    messages,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.app.db.select({ value: count() }).from(table);
      return [name, Number(row!.value)] as const;
    }),
  );
  const [bell] = await t.app.db.select({ value: count() }).from(notifications);
  return { ...Object.fromEntries(entries), notifications: Number(bell!.value) };
}

describe('the marketplace demo', () => {
  // First, before any test signs in: the counters are the seeding's own.
  it('gives back the rate-limit counts its requests made, so people trying the demo have their whole allowance', async () => {
    const counters = (await t.app.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(counters.filter((key) => key.endsWith(DEMO_SEED_ADDRESS) || key.includes(':account:'))).toEqual([]);
  });

  it('gives the demo client jobs in every state, seen through the api', async () => {
    const token = await demoSession();
    const list = await get(token, '/jobs');
    const byStatus = (status: string) =>
      (list.data as { title: string; status: string }[]).filter((job) => job.status === status).map((job) => job.title);
    expect(list.meta.total).toBe(8);
    expect(byStatus('draft')).toEqual([
      'Flutter developer for a food delivery app',
      'WordPress to headless CMS migration',
    ]);
    expect(byStatus('open')).toEqual([
      'React developer for an analytics dashboard',
      'Node.js and PostgreSQL API for a booking platform',
      'Landing page for a fintech product launch',
    ]);
    expect(byStatus('active')).toEqual([
      'E-commerce storefront in Next.js with Stripe',
      'React Native developer for a fitness app',
    ]);
    expect(byStatus('closed')).toEqual(['Website performance audit and fixes']);

    // Newest first, and dated in the past (the timeline), not all at the moment of seeding.
    const created = (list.data as { created_at: string }[]).map((job) => Date.parse(job.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(Date.now() - created.at(-1)!).toBeGreaterThan(50 * 24 * 60 * 60 * 1000);

    // The dashboard: drafts and active contracts with who works on them.
    const dashboard = await get(token, '/dashboard');
    const active = dashboard.data.active_jobs as { title: string; status: string; freelancers: unknown[] }[];
    expect(active.map((job) => [job.status, job.freelancers.length])).toEqual([
      ['draft', 0],
      ['draft', 0],
      ['active', 1],
      ['active', 1],
    ]);
  });

  it('gives open jobs several proposals, some shortlisted, archived, messaged or withdrawn', async () => {
    const demo = (await findByEmail(t.app, DEMO_ACCOUNT.email))!;
    const rows = await t.app.db
      .select({
        title: jobs.title,
        status: proposals.status,
        messaged: sql<boolean>`${proposals.messagedAt} is not null`,
      })
      .from(proposals)
      .innerJoin(jobs, eq(jobs.id, proposals.jobId))
      .where(and(eq(jobs.clientId, demo.id), eq(jobs.status, 'open')))
      .orderBy(asc(jobs.id), asc(proposals.id));
    const of = (title: string) =>
      rows.filter((row) => row.title === title).map((row) => `${row.status}${row.messaged ? '+messaged' : ''}`);
    expect(of('React developer for an analytics dashboard')).toEqual([
      'shortlisted+messaged',
      'shortlisted',
      'archived',
      'submitted',
      'submitted',
    ]);
    expect(of('Node.js and PostgreSQL API for a booking platform')).toEqual([
      'shortlisted+messaged',
      'submitted',
      'archived',
      'submitted',
    ]);
    expect(of('Landing page for a fintech product launch')).toEqual(['submitted+messaged', 'submitted', 'withdrawn']);

    // The client's view through the api: the tabs and their counts.
    const token = await demoSession();
    const [analytics] = (await get(token, '/jobs?status=open&q=analytics')).data as { id: number; proposals: number }[];
    expect(analytics!.proposals).toBe(5);
    const shortlisted = await get(token, `/jobs/${analytics!.id}/proposals?view=shortlisted`);
    expect(shortlisted.data).toHaveLength(2);
  });

  it('has an active hourly contract with hours on past days within its weekly limit', async () => {
    const token = await demoSession();
    const list = (await get(token, '/contracts?status=active')).data as {
      title: string;
      type: string;
      weekly_limit: number | null;
      total_hours: number;
      milestones: { name: string; status: string }[];
      started_at: string;
    }[];
    const hourly = list.find((contract) => contract.type === 'hourly')!;
    expect(hourly.title).toBe('React Native developer for a fitness app');
    expect(hourly.weekly_limit).toBe(20);
    // 4 h on 4 days of every 7 from 25 days ago to 2 days ago: 13 days, whatever the weekday today.
    expect(hourly.total_hours).toBe(52);
    const entries = await t.app.db
      .select({ workDate: timeEntries.workDate, minutes: timeEntries.minutes })
      .from(timeEntries)
      .innerJoin(contracts, eq(contracts.id, timeEntries.contractId))
      .where(eq(contracts.title, hourly.title));
    const days = new Set(entries.map((entry) => entry.workDate));
    expect(days.size).toBe(entries.length);
    expect(
      [...days].every((day) => day >= hourly.started_at.slice(0, 10) && day < new Date().toISOString().slice(0, 10)),
    ).toBe(true);

    const fixed = list.find((contract) => contract.type === 'fixed')!;
    expect(fixed.title).toBe('E-commerce storefront in Next.js with Stripe');
    expect(fixed.milestones.map((milestone) => milestone.status)).toEqual(['approved', 'submitted', 'pending']);
  });

  it('has a closed job whose contract ended with a 5-star review, on the freelancer’s profile', async () => {
    const token = await demoSession();
    const [ended] = (await get(token, '/contracts?status=ended')).data as {
      title: string;
      freelancer: { id: number };
      review: { rating: number; text: string } | null;
    }[];
    expect(ended!.title).toBe('Website performance audit and fixes');
    // The same person every time: the generator's first web developer.
    const firstWebDeveloper = generateFreelancers(DEMO_FREELANCER_COUNT).find(
      (person) => person.developerType === 'web',
    )!;
    expect((await findByEmail(t.app, firstWebDeveloper.email))!.id).toBe(ended!.freelancer.id);
    expect(ended!.review).toEqual(expect.objectContaining({ rating: 5 }));
    const profileReviews = await get(token, `/freelancers/${ended!.freelancer.id}/reviews`);
    expect(profileReviews.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ rating: 5, text: ended!.review!.text })]),
    );
  });

  it('gives other freelancers reviews from other demo clients, who can sign in with the demo password', async () => {
    const rows = await t.app.db
      .select({ client: users.email, rating: reviews.rating })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.clientId))
      .orderBy(asc(reviews.id));
    const others = rows.filter((row) => row.client !== DEMO_ACCOUNT.email);
    expect(others.map((row) => row.client).sort()).toEqual(
      [
        OTHER_DEMO_CLIENTS[0].email,
        OTHER_DEMO_CLIENTS[1].email,
        OTHER_DEMO_CLIENTS[2].email,
        OTHER_DEMO_CLIENTS[2].email,
      ].sort(),
    );
    expect(others.every((row) => row.rating >= 4)).toBe(true);
    await login(OTHER_DEMO_CLIENTS[0].email, DEMO_ACCOUNT.password);
  });

  it('signs in freelancers with the README password and leaves none of its sessions open', async () => {
    const seeded = await t.app.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.role, 'freelancer'), sql`${sessions.revokedAt} is null`));
    expect(seeded).toEqual([]);
    const [hired] = await t.app.db
      .select({ email: users.email })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.freelancerId))
      .limit(1);
    await login(hired!.email, DEMO_FREELANCER_PASSWORD);
  });

  it('leaves the demo client’s bell with its own newest notifications, the seeding’s seen', async () => {
    const token = await demoSession();
    const nav = await get(token, '/nav');
    expect(nav.data.unseen_notifications).toBe(DEMO_UNSEEN_NOTIFICATIONS);
  });

  it('pays the demo client’s milestones through the money area: invoices paid by card, released when approved, dated with their steps', async () => {
    const demo = await findByEmail(t.app, DEMO_ACCOUNT.email);
    const token = await demoSession();
    const rows = await t.app.db
      .select({
        milestone: milestones,
        invoiceId: invoices.id,
        issuedAt: invoices.issuedAt,
        released: releases.amountMinor,
      })
      .from(milestones)
      .innerJoin(contracts, eq(contracts.id, milestones.contractId))
      .leftJoin(invoices, eq(invoices.milestoneId, milestones.id))
      .leftJoin(releases, eq(releases.invoiceId, invoices.id))
      .where(eq(contracts.clientId, demo!.id));
    const funded = rows.filter((row) => row.milestone.fundedAt !== null);
    expect(funded.length).toBeGreaterThanOrEqual(2);
    for (const row of funded) {
      expect(row.invoiceId).not.toBeNull();
      // Dated with the step that funded it, days or weeks ago, not when the seeding ran.
      expect(row.issuedAt!.getTime()).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000);
      const invoice = await get(token, `/invoices/${row.invoiceId}`);
      expect(invoice.data.payment.status).toBe('paid');
    }
    const approved = rows.filter((row) => row.milestone.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(1);
    for (const row of approved) expect(row.released).toBe(row.milestone.amountMinor);
    const [paid] = await t.app.db
      .select({ value: count() })
      .from(moneyTransactions)
      .innerJoin(invoices, eq(invoices.id, moneyTransactions.invoiceId))
      .where(and(eq(moneyTransactions.clientId, demo!.id), eq(invoices.kind, 'milestone')));
    expect(Number(paid!.value)).toBe(funded.length);
  });

  it('spends the sign-up credits the demo client claimed first: an invoice paid partly with them, with CGST and SGST for a company in Karnataka', async () => {
    const demo = (await findByEmail(t.app, DEMO_ACCOUNT.email))!;
    const entries = await t.app.db
      .select({ kind: creditEntries.kind, amountMinor: creditEntries.amountMinor, createdAt: creditEntries.createdAt })
      .from(creditEntries)
      .where(eq(creditEntries.userId, demo.id))
      .orderBy(creditEntries.createdAt, creditEntries.id);
    // Claimed through the dashboard's offer before the first hire (55 days ago), then spent first.
    expect(entries[0]).toMatchObject({ kind: 'claim', amountMinor: 100_000 });
    expect(entries[0]!.createdAt.getTime()).toBeLessThan(Date.now() - 50 * 24 * 60 * 60 * 1000);
    const spent = entries.filter((entry) => entry.kind === 'spend');
    expect(spent.reduce((sum, entry) => sum - entry.amountMinor, 0)).toBe(100_000);
    const invoiced = await t.app.db
      .select({ credits: invoices.creditsMinor, card: invoices.cardMinor, treatment: invoices.taxTreatment })
      .from(invoices)
      .where(eq(invoices.clientId, demo.id))
      .orderBy(invoices.issuedAt, invoices.id);
    // The credits ran out on one invoice, which the card paid the rest of.
    expect(invoiced.some((row) => row.credits > 0 && row.card > 0)).toBe(true);
    expect(invoiced.every((row) => row.treatment === 'cgst_sgst')).toBe(true);
    const token = await demoSession();
    const first = await t.app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.clientId, demo.id))
      .orderBy(invoices.issuedAt, invoices.id)
      .limit(1);
    const invoice = await get(token, `/invoices/${first[0]!.id}`);
    expect(invoice.data.billed_to).toMatchObject({
      name: 'Demo Client Technologies Pvt Ltd',
      tax_id: '29AADCD4321L1ZL',
    });
  });

  it('closes the hourly weeks of past months as of each week’s end: invoiced and charged the Monday after, released when the review ended', async () => {
    const demo = (await findByEmail(t.app, DEMO_ACCOUNT.email))!;
    const token = await demoSession();
    const logged = await t.app.db
      .select({ contractId: timeEntries.contractId, workDate: timeEntries.workDate })
      .from(timeEntries)
      .innerJoin(contracts, eq(contracts.id, timeEntries.contractId))
      .where(eq(contracts.clientId, demo.id));
    const rows = await t.app.db
      .select({
        week: hourlyWeeks,
        issuedAt: invoices.issuedAt,
        cardMinor: invoices.cardMinor,
        charge: { status: charges.status, settledAt: charges.settledAt },
        releasedAt: releases.releasedAt,
      })
      .from(hourlyWeeks)
      .innerJoin(contracts, eq(contracts.id, hourlyWeeks.contractId))
      .innerJoin(invoices, eq(invoices.id, hourlyWeeks.invoiceId))
      .leftJoin(charges, eq(charges.invoiceId, invoices.id))
      .leftJoin(releases, eq(releases.invoiceId, invoices.id))
      .where(eq(contracts.clientId, demo.id))
      .orderBy(asc(hourlyWeeks.monday));
    const key = (contractId: number, monday: string) => `${contractId} ${monday}`;
    const closed = new Map(rows.map((row) => [key(row.week.contractId, row.week.monday), row]));
    // Every week with hours that ended (an hour's margin around the seeding's moment) is closed; none ahead.
    for (const entry of logged) {
      const week = weekOfDay(entry.workDate);
      const row = closed.get(key(entry.contractId, week.monday));
      if (week.endsAt.getTime() + HOUR < seededAt) expect(row).toBeDefined();
      if (week.endsAt.getTime() > seededAt) expect(row).toBeUndefined();
    }
    expect(rows.length).toBe(closed.size);
    // Over the last months, from both of the demo client's hourly contracts.
    expect(new Set(rows.map((row) => row.week.contractId)).size).toBe(2);
    expect(rows[0]!.week.closedAt!.getTime()).toBeLessThan(seededAt - 35 * DAY);
    const withinMinutes = (at: Date | null, moment: number) =>
      at !== null && at.getTime() >= moment && at.getTime() < moment + 5 * MINUTE;
    expect(rows.filter((row) => row.charge === null).every((row) => row.cardMinor === 0)).toBe(true);
    for (const { week, issuedAt, charge, releasedAt } of rows) {
      // Closed by the task's run at 10 past midnight the Monday after, its invoice and charge dated with it.
      const closing = weekOfDay(week.monday).endsAt.getTime() + 10 * MINUTE;
      expect(week.closedAt).toEqual(new Date(closing));
      expect(withinMinutes(issuedAt, closing)).toBe(true);
      // Charged to the card, unless the claimed credits paid the whole week.
      if (charge) {
        expect(charge.status).toBe('succeeded');
        expect(withinMinutes(charge.settledAt, closing)).toBe(true);
      }
      // Held for the review; released by the run after it ended, unless it has not ended yet.
      const releasing = week.reviewEndsAt.getTime() + 10 * MINUTE;
      if (releasing + HOUR < seededAt) {
        expect(week.status).toBe('released');
        expect(week.releasedAt).toEqual(new Date(releasing));
        expect(withinMinutes(releasedAt, releasing)).toBe(true);
      } else if (week.reviewEndsAt.getTime() > seededAt) {
        expect(week.status).toBe('in_review');
        expect(releasedAt).toBeNull();
      }
      const invoice = await get(token, `/invoices/${week.invoiceId}`);
      expect(invoice.data.payment.status).toBe('paid');
    }
    const released = rows.filter((row) => row.week.status === 'released');
    expect(released.length).toBeGreaterThanOrEqual(4);

    // Each released week told the freelancer in the conversation, dated with the release.
    const paidEvents = await t.app.db
      .select({ data: messages.data, createdAt: messages.createdAt })
      .from(messages)
      .innerJoin(threads, eq(threads.id, messages.threadId))
      .where(and(eq(threads.clientId, demo.id), eq(messages.kind, 'week_paid')));
    expect(paidEvents).toHaveLength(released.length);
    for (const { week, releasedAt } of released) {
      const event = paidEvents.find((each) => (each.data as { hourly_week_id: number }).hourly_week_id === week.id)!;
      expect(event.data).toMatchObject({ monday: week.monday, sunday: week.sunday, minutes: week.minutes });
      expect(withinMinutes(event.createdAt, week.reviewEndsAt.getTime() + 10 * MINUTE)).toBe(true);
      expect(releasedAt).not.toBeNull();
    }
  });

  it('has one declined charge paid later: the milestone funded with a card that declines, paid again the next day', async () => {
    const demo = (await findByEmail(t.app, DEMO_ACCOUNT.email))!;
    const token = await demoSession();
    const attempts = await t.app.db
      .select({ charge: charges, milestoneId: invoices.milestoneId })
      .from(charges)
      .innerJoin(invoices, eq(invoices.id, charges.invoiceId))
      .where(eq(invoices.clientId, demo.id))
      .orderBy(asc(charges.invoiceId), asc(charges.attempt));
    const declined = attempts.filter(({ charge }) => charge.status !== 'succeeded');
    expect(declined).toHaveLength(1);
    const invoiceId = declined[0]!.charge.invoiceId;
    const ofInvoice = attempts.filter(({ charge }) => charge.invoiceId === invoiceId).map(({ charge }) => charge);
    expect(ofInvoice.map((charge) => [charge.attempt, charge.status, charge.cardLast4])).toEqual([
      [1, 'declined', '0341'],
      [2, 'succeeded', '4242'],
    ]);
    const [first, second] = ofInvoice as [(typeof ofInvoice)[0], (typeof ofInvoice)[0]];
    // Paid again the next day, both days ago.
    expect(second.createdAt.getTime() - first.createdAt.getTime()).toBeGreaterThan(DAY);
    expect(second.settledAt!.getTime()).toBeLessThan(seededAt - DAY);
    const invoice = await get(token, `/invoices/${invoiceId}`);
    expect(invoice.data.payment).toMatchObject({ status: 'paid', card: { last4: '4242' } });
    // Its milestone was funded when the payment came through, not before.
    const [milestone] = await t.app.db.select().from(milestones).where(eq(milestones.id, declined[0]!.milestoneId!));
    expect(milestone).toMatchObject({ name: 'Cart and Stripe checkout', status: 'submitted' });
    expect(milestone!.fundedAt!.getTime()).toBeGreaterThanOrEqual(second.createdAt.getTime());
    // The card that declined was removed; the first card is the default again.
    const cards = await get(token, '/settings/payment-methods');
    expect(
      (cards.data.payment_methods as { last4: string; is_default: boolean }[]).map((card) => [
        card.last4,
        card.is_default,
      ]),
    ).toEqual([['4242', true]]);
  });

  it('numbers the invoices consecutively in the order of their dates', async () => {
    const rows = await t.app.db
      .select({ financialYear: invoices.financialYear, sequence: invoices.sequence, issuedAt: invoices.issuedAt })
      .from(invoices)
      .orderBy(asc(invoices.financialYear), asc(invoices.sequence));
    expect(rows.length).toBeGreaterThan(10);
    for (const year of new Set(rows.map((row) => row.financialYear))) {
      const ofYear = rows.filter((row) => row.financialYear === year);
      expect(ofYear.map((row) => row.sequence)).toEqual(ofYear.map((_row, index) => index + 1));
      // Steps of one moment are dated within its minute, in whichever order they ran.
      const minutes = ofYear.map((row) => Math.floor(row.issuedAt.getTime() / MINUTE));
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    }
  });

  it('gives the demo client conversations with text, replies, images, a video, PDFs and every event kind', async () => {
    const token = await demoSession();
    const list = await get(token, '/threads');
    const threadIds = (list.data as { id: number; job: { title: string } | null }[]).map((thread) => thread.id);
    const pages = await Promise.all(threadIds.map((id) => get(token, `/threads/${id}/messages?limit=100`)));
    type Sent = {
      kind: string;
      body: string;
      mine: boolean;
      reply_to: { id: number } | null;
      attachments: {
        kind: string;
        name: string;
        content_type: string;
        download_url: string;
        thumb_url: string | null;
      }[];
    };
    const all = pages.flatMap((page) => page.data as Sent[]);
    // Every kind a thread can hold, each written by the hiring action or a person through the api.
    expect(new Set(all.map((message) => message.kind))).toEqual(
      new Set([
        'text',
        'proposal',
        'offer_sent',
        'offer_accepted',
        'offer_declined',
        'contract_ended',
        'milestone_created',
        'milestone_funded',
        'milestone_submitted',
        'milestone_completed',
        'week_paid',
      ]),
    );
    const files = all.flatMap((message) => message.attachments);
    expect(files.filter((file) => file.kind === 'image').length).toBeGreaterThanOrEqual(8);
    expect(files.filter((file) => file.kind === 'video')).toEqual([
      expect.objectContaining({ name: 'checkout-flow.mp4', content_type: 'video/mp4', thumb_url: expect.any(String) }),
    ]);
    expect(files.filter((file) => file.kind === 'document').map((file) => file.content_type)).toEqual([
      'application/pdf',
      'application/pdf',
      'application/pdf',
    ]);
    // One message with five pictures and the recording: the grid's "+N".
    expect(Math.max(...all.map((message) => message.attachments.length))).toBe(5);
    expect(all.filter((message) => message.kind === 'text' && message.reply_to !== null).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(all.some((message) => message.kind === 'text' && message.mine)).toBe(true);
    expect(all.some((message) => message.kind === 'text' && !message.mine)).toBe(true);
    // What the freelancers wrote since the client last looked is unread, and the header counts it.
    const nav = await get(token, '/nav');
    expect(nav.data.unread_messages).toBeGreaterThanOrEqual(3);
    // The files are stored: a PDF downloads with its bytes.
    const pdf = files.find((file) => file.kind === 'document')!;
    const download = await t.request({
      method: 'GET',
      url: new URL(pdf.download_url).pathname + new URL(pdf.download_url).search,
      token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('adds nothing when it runs again, and took a few seconds on first start', async () => {
    const before = await counts();
    await seedDemoData(t.app);
    expect(await counts()).toEqual(before);
    const demo = (await findByEmail(t.app, DEMO_ACCOUNT.email))!;
    const freelancerIds = await t.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'freelancer'));
    expect(freelancerIds.length).toBeGreaterThanOrEqual(48);
    expect(
      await t.app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(inArray(jobs.clientId, [demo.id])),
    ).toHaveLength(8);
    console.log(`marketplace demo: buildApp with DEMO_DATA=1 took ${seedSeconds.toFixed(1)} s`);
  });
});

describe('the demo account', () => {
  it('logs in with the documented password', async () => {
    expect(DEMO_ACCOUNT).toMatchObject({ email: 'demo@talentindia.dev', password: 'Demo@1234' });
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email: DEMO_ACCOUNT.email, is_email_verified: true });
  });

  it('has only notifications of real demo events, dated with them, newest first, the newest unseen', async () => {
    const token = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const list = (await get(token, '/notifications')).data as {
      type: string;
      seen: number;
      action: string;
      description: string;
      created_at: string;
    }[];
    expect(list.length).toBeGreaterThan(DEMO_UNSEEN_NOTIFICATIONS);
    expect(list.every((n) => (NOTIFICATION_TYPES as readonly string[]).includes(n.type))).toBe(true);
    expect(list.every((n) => n.action.startsWith('/'))).toBe(true);
    // Newest first, by the date each event happened.
    const dates = list.map((n) => Date.parse(n.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.map((n) => n.seen)).toEqual(list.map((_, index) => (index < DEMO_UNSEEN_NOTIFICATIONS ? 0 : 1)));

    // Every name and title a notification shows in bold is a real person or job of the demo.
    const demo = (await findByEmail(t.app, DEMO_ACCOUNT.email))!;
    const people = (await t.app.db.select({ first: users.firstName, last: users.lastName }).from(users)).map(
      (person) => `${person.first} ${person.last}`,
    );
    const titles = [
      ...(await t.app.db.select({ title: jobs.title }).from(jobs).where(eq(jobs.clientId, demo.id))).map(
        (j) => j.title,
      ),
      ...(await t.app.db.select({ name: milestones.name }).from(milestones)).map((m) => m.name),
    ];
    const bold = list.flatMap((n) =>
      [...n.description.matchAll(/<(?:b|strong)>(.*?)<\/(?:b|strong)>/g)].map((m) => m[1]!),
    );
    expect(bold.length).toBeGreaterThan(0);
    const unknown = bold
      .map((text) =>
        text
          .replace(/&amp;/g, '&')
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"'),
      )
      .filter((text) => !people.includes(text) && !titles.includes(text) && !/^[$₹€£][\d,.]+$/.test(text));
    expect(unknown).toEqual([]);
    // And none of the old stand-ins.
    expect(JSON.stringify(list)).not.toMatch(/Rahul Verma|Marketing site revamp|4242/);

    const nav = (await get(token, '/nav')).data;
    expect(nav.unseen_notifications).toBe(DEMO_UNSEEN_NOTIFICATIONS);
  });

  it('is not duplicated when the seeds run again on the same database', async () => {
    const token = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const before = (await get(token, '/notifications')).data;

    await seedDemoData(t.app);
    await seedContentPages(t.app);

    const demoUsers = await t.app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ACCOUNT.email}`);
    expect(demoUsers).toHaveLength(1);
    expect((await get(token, '/notifications')).data).toEqual(before);
  });
});
