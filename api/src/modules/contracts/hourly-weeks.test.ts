import { and, asc, eq } from 'drizzle-orm';
import { hiringMessages } from '@talentindia/contracts';
import { charges, hourlyWeeks, invoices, releases, scheduledTasks, threads } from '../../db/schema';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addCard, TEST_CARDS } from '../money/money-testing';
import { hire, hourlyOffer, mailsTo, notificationsOf, settableClock, threadEvents } from './hiring-testing';
import { closeEndedWeeks, hourlyWeeksTask, releaseReviewedWeeks } from './hourly-weeks';

/**
 * Issue 19 §1: each week of an hourly contract closes into an invoice for the hours logged, charged
 * to the client, held for a 5-day review, then released to the freelancer; once per week, whichever
 * process runs it and however late.
 */
const clock = settableClock('2026-03-04T06:00:00Z'); // a Wednesday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-03-04T06:00:00Z'));

/**
 * A client with a card (or `card`) and an hourly contract at 25.50 an hour, 20 hours a week, with a
 * freelancer whose email preferences are `preferences` (the defaults otherwise).
 */
async function hourlyContract(card: string = TEST_CARDS.visa, preferences: Record<string, number> = {}) {
  const client = await createClient(t);
  const freelancer = await createFreelancer(t);
  if (Object.keys(preferences).length > 0) {
    const saved = await t.request({
      method: 'POST',
      url: '/settings/email-preference',
      token: freelancer.token,
      payload: preferences,
    });
    expect(saved.statusCode).toBe(200);
  }
  await addCard(t, client.token, card);
  const job = await insertJob(t, client.id);
  const { contract } = await hire(t, client, freelancer, hourlyOffer(job.id, freelancer.id));
  return { client, freelancer, contractId: contract.id, jobId: job.id };
}

async function threadOf(clientId: number, freelancerId: number, jobId: number) {
  const [thread] = await t.app.db
    .select({ id: threads.id })
    .from(threads)
    .where(and(eq(threads.clientId, clientId), eq(threads.freelancerId, freelancerId), eq(threads.jobId, jobId)));
  return thread!.id;
}

function log(token: string, contractId: number, workDate: string, minutes: number) {
  return t.request({
    method: 'POST',
    url: `/freelancer/contracts/${contractId}/hours`,
    token,
    payload: { work_date: workDate, minutes, description: 'Work' },
  });
}

async function weeksOf(contractId: number) {
  return t.app.db
    .select()
    .from(hourlyWeeks)
    .where(eq(hourlyWeeks.contractId, contractId))
    .orderBy(asc(hourlyWeeks.monday));
}

async function invoiceOf(invoiceId: number) {
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return invoice!;
}

describe('closing the weeks', () => {
  it('invoices an ended week’s hours at the rate, charges the card and holds the payment for review, once', async () => {
    const { freelancer, contractId } = await hourlyContract();
    expect((await log(freelancer.token, contractId, '2026-03-04', 90)).statusCode).toBe(201);
    clock.set('2026-03-05T18:00:00Z');
    expect((await log(freelancer.token, contractId, '2026-03-05', 60)).statusCode).toBe(201);
    // Not before the week has ended.
    await closeEndedWeeks(t.app);
    expect(await weeksOf(contractId)).toEqual([]);

    clock.set('2026-03-10T09:00:00Z');
    // Two processes at once: one closes it.
    await Promise.all([closeEndedWeeks(t.app), closeEndedWeeks(t.app)]);
    const weeks = await weeksOf(contractId);
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({
      monday: '2026-03-02',
      sunday: '2026-03-08',
      minutes: 150,
      hourlyRateMinor: 2550,
      status: 'in_review',
      reviewEndsAt: new Date('2026-03-14T00:00:00Z'),
    });
    // 2 h 30 min at 25.50 = 63.75; fee 5% = 3.1875 → 3.19; no billing details: no GST.
    const invoice = await invoiceOf(weeks[0]!.invoiceId);
    expect(invoice).toMatchObject({
      kind: 'hourly_week',
      periodStart: '2026-03-02',
      periodEnd: '2026-03-08',
      workMinor: 6375,
      feeMinor: 319,
      totalMinor: 6694,
      description: 'Hours, 2 – 8 Mar 2026 (2 h 30 min)',
    });
    const [charge] = await t.app.db.select().from(charges).where(eq(charges.invoiceId, invoice.id));
    expect(charge).toMatchObject({ status: 'succeeded', amountMinor: 6694 });
    // Closed weeks take no more hours; this week does.
    const late = await log(freelancer.token, contractId, '2026-03-06', 30);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(hiringMessages.workWeekClosed);
    expect((await log(freelancer.token, contractId, '2026-03-09', 30)).statusCode).toBe(201);
  });

  it('catches up on every week missed while nothing ran, oldest first', async () => {
    const { freelancer, contractId } = await hourlyContract();
    await log(freelancer.token, contractId, '2026-03-04', 60);
    clock.set('2026-03-11T09:00:00Z');
    await log(freelancer.token, contractId, '2026-03-11', 120);
    clock.set('2026-03-18T09:00:00Z');
    await log(freelancer.token, contractId, '2026-03-18', 30);
    clock.set('2026-03-30T09:00:00Z');
    await closeEndedWeeks(t.app);
    const weeks = await weeksOf(contractId);
    expect(weeks.map((week) => [week.monday, week.minutes])).toEqual([
      ['2026-03-02', 60],
      ['2026-03-09', 120],
      ['2026-03-16', 30],
    ]);
    const numbers = await Promise.all(weeks.map(async (week) => (await invoiceOf(week.invoiceId)).sequence));
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  });
  it('acts as of a moment it is given (the demo’s past weeks): the weeks ended by then, dated then', async () => {
    const { freelancer, contractId } = await hourlyContract();
    await log(freelancer.token, contractId, '2026-03-04', 60);
    clock.set('2026-03-11T09:00:00Z');
    await log(freelancer.token, contractId, '2026-03-11', 120);
    clock.set('2026-03-30T09:00:00Z');
    await closeEndedWeeks(t.app, { asOf: new Date('2026-03-09T00:10:00Z') });
    const weeks = await weeksOf(contractId);
    expect(weeks.map((week) => [week.monday, week.status, week.closedAt, week.reviewEndsAt])).toEqual([
      ['2026-03-02', 'in_review', new Date('2026-03-09T00:10:00Z'), new Date('2026-03-14T00:00:00Z')],
    ]);
    // Its review had not ended by the next Friday; it had by that Saturday.
    await releaseReviewedWeeks(t.app, { asOf: new Date('2026-03-13T23:59:00Z') });
    expect((await weeksOf(contractId))[0]!.status).toBe('in_review');
    await releaseReviewedWeeks(t.app, { asOf: new Date('2026-03-14T00:10:00Z') });
    expect((await weeksOf(contractId))[0]).toMatchObject({
      status: 'released',
      releasedAt: new Date('2026-03-14T00:10:00Z'),
    });
  });
});

describe('releasing the weeks', () => {
  it('pays the freelancer once the review has ended, and tells them in the conversation, the bell and a mail', async () => {
    const { client, freelancer, contractId, jobId } = await hourlyContract();
    await log(freelancer.token, contractId, '2026-03-04', 90);
    clock.set('2026-03-10T09:00:00Z');
    await closeEndedWeeks(t.app);
    expect(await releaseReviewedWeeks(t.app)).toMatchObject({ released: 0 });

    clock.set('2026-03-14T00:00:00Z');
    await releaseReviewedWeeks(t.app);
    await t.app.scheduler.drainQueue();
    const [week] = await weeksOf(contractId);
    expect(week).toMatchObject({ status: 'released', releasedAt: new Date('2026-03-14T00:00:00Z') });
    const [release] = await t.app.db.select().from(releases).where(eq(releases.invoiceId, week!.invoiceId));
    // 1 h 30 min at 25.50.
    expect(release).toMatchObject({ freelancerId: freelancer.id, amountMinor: 3825 });
    expect((await threadEvents(t, client.id, freelancer.id, jobId)).at(-1)).toEqual({
      kind: 'week_paid',
      body: 'Payment released: 1 h 30 min of 2026-03-02 to 2026-03-08',
      senderId: client.id,
      recipientId: freelancer.id,
      readAt: null,
      data: {
        contract_id: contractId,
        hourly_week_id: week!.id,
        monday: '2026-03-02',
        sunday: '2026-03-08',
        minutes: 90,
        amount: { currency: 'USD', amount: 3825 },
      },
    });
    const threadId = await threadOf(client.id, freelancer.id, jobId);
    expect((await notificationsOf(t, freelancer.id)).at(-1)).toEqual({
      type: 'payment',
      description:
        '<b>$38.25</b> for your hours of 2026-03-02 to 2026-03-08 on <b>React developer for a dashboard</b> was released to you.',
      action: `/messages?thread=${threadId}`,
    });
    const mail = (await mailsTo(t, freelancer.email)).at(-1)!;
    expect(mail).toMatchObject({
      subject: 'Payment released: React developer for a dashboard',
      category: 'email_contract_updates',
      skippedReason: null,
    });
    expect(mail.text).toContain(
      'your 1 h 30 min of 2026-03-02 to 2026-03-08 has ended, and $38.25 is released to you.',
    );
    expect(mail.text).toContain(`http://localhost:3000/messages?thread=${threadId}`);
    // Released and told once.
    await releaseReviewedWeeks(t.app);
    expect(await t.app.db.select().from(releases).where(eq(releases.invoiceId, week!.invoiceId))).toHaveLength(1);
    const paidEvents = (await threadEvents(t, client.id, freelancer.id, jobId)).filter((e) => e.kind === 'week_paid');
    expect(paidEvents).toHaveLength(1);
  });

  it('mails nothing to a freelancer who switched contract updates off, and still rings the bell', async () => {
    const quiet = await hourlyContract(TEST_CARDS.visa, { email_contract_updates: 0 });
    await log(quiet.freelancer.token, quiet.contractId, '2026-03-04', 60);
    clock.set('2026-03-10T09:00:00Z');
    await closeEndedWeeks(t.app);
    clock.set('2026-03-14T00:10:00Z');
    await releaseReviewedWeeks(t.app);
    await t.app.scheduler.drainQueue();
    const mails = (await mailsTo(t, quiet.freelancer.email)).filter((mail) => mail.subject.startsWith('Payment'));
    expect(mails.map((mail) => [mail.category, mail.skippedReason])).toEqual([
      ['email_contract_updates', 'email_contract_updates is switched off in Email Preference'],
    ]);
    expect((await notificationsOf(t, quiet.freelancer.id)).at(-1)).toMatchObject({
      type: 'payment',
      description: expect.stringContaining('<b>$25.50</b> for your hours of 2026-03-02 to 2026-03-08'),
    });
    const events = await threadEvents(t, quiet.client.id, quiet.freelancer.id, quiet.jobId);
    expect(events.at(-1)).toMatchObject({ kind: 'week_paid', data: expect.objectContaining({ minutes: 60 }) });
  });

  it('waits while the week’s invoice is unpaid (a declined card)', async () => {
    const { freelancer, contractId } = await hourlyContract(TEST_CARDS.declinesCharges);
    await log(freelancer.token, contractId, '2026-03-04', 90);
    clock.set('2026-03-10T09:00:00Z');
    await closeEndedWeeks(t.app);
    clock.set('2026-03-20T00:00:00Z');
    const run = await releaseReviewedWeeks(t.app);
    expect(run.waiting).toBeGreaterThanOrEqual(1);
    const [week] = await weeksOf(contractId);
    expect(week!.status).toBe('in_review');
  });

  it('holds a week with a dispute open while the others are released, and releases it less the refund once accepted', async () => {
    const disputed = await hourlyContract();
    const plain = await hourlyContract();
    await log(disputed.freelancer.token, disputed.contractId, '2026-03-04', 120);
    await log(plain.freelancer.token, plain.contractId, '2026-03-04', 60);
    clock.set('2026-03-10T09:00:00Z');
    await closeEndedWeeks(t.app);
    const opened = await t.request({
      method: 'POST',
      url: `/contracts/${disputed.contractId}/work-diary/disputes`,
      token: disputed.client.token,
      payload: { week: '2026-03-02', minutes: 60, reason: 'One hour was a meeting I cancelled.' },
    });
    expect(opened.statusCode).toBe(201);

    clock.set('2026-03-14T00:00:00Z');
    await releaseReviewedWeeks(t.app);
    const [held] = await weeksOf(disputed.contractId);
    expect(held!.status).toBe('in_review');
    expect(await t.app.db.select().from(releases).where(eq(releases.invoiceId, held!.invoiceId))).toEqual([]);
    expect((await weeksOf(plain.contractId))[0]!.status).toBe('released');

    const disputeId = opened.json().data.review.disputes[0].id as number;
    const accepted = await t.request({
      method: 'POST',
      url: `/freelancer/contracts/${disputed.contractId}/disputes/${disputeId}/accept`,
      token: disputed.freelancer.token,
    });
    expect(accepted.statusCode).toBe(200);
    await releaseReviewedWeeks(t.app);
    expect((await weeksOf(disputed.contractId))[0]!.status).toBe('released');
    // 2 hours at 25.50, less the hour refunded: what the freelancer is told too.
    const [release] = await t.app.db.select().from(releases).where(eq(releases.invoiceId, held!.invoiceId));
    expect(release!.amountMinor).toBe(2550);
    const paid = (await threadEvents(t, disputed.client.id, disputed.freelancer.id, disputed.jobId)).find(
      (event) => event.kind === 'week_paid',
    );
    expect(paid!.data).toMatchObject({ minutes: 120, amount: { currency: 'USD', amount: 2550 } });
    await t.app.scheduler.drainQueue();
    expect((await mailsTo(t, disputed.freelancer.email)).at(-1)!.text).toContain(
      '$25.50 is released to you (the hours less those refunded to the client after a dispute).',
    );
  });

  it('runs at 10 past every hour, once across the api processes', async () => {
    const [task] = await t.app.db.select().from(scheduledTasks).where(eq(scheduledTasks.name, hourlyWeeksTask.name));
    expect(task).toBeDefined();
    expect(hourlyWeeksTask.schedule).toBe('10 * * * *');
  });
});
