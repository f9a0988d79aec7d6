import { and, eq } from 'drizzle-orm';
import { disputeMessages as d, marketplaceMessages as m } from '@talentindia/contracts';
import {
  hourlyWeekDisputes,
  hourlyWeeks,
  invoices,
  moneyTransactions,
  refunds,
  releases,
  testProviderRefunds,
} from '../../db/schema';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addCreditEntry, creditBalance } from '../credit-ledger';
import { addCard, TEST_CARDS } from '../money/money-testing';
import {
  expectNothingChanged,
  hire,
  hourlyOffer,
  mailsTo,
  notificationsOf,
  settableClock,
  threadEvents,
} from './hiring-testing';
import { closeEndedWeeks, releaseReviewedWeeks } from './hourly-weeks';

/**
 * Issue 19 §1: during a closed week's review the client disputes hours of it; the week's payment is
 * held until the freelancer accepts (the hours are refunded to the client, the rest released after
 * the review) or the client withdraws it (the week is released in full).
 */
const clock = settableClock('2026-03-04T06:00:00Z'); // a Wednesday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-03-04T06:00:00Z'));

const WEEK = '2026-03-02';
/** The week of 2 to 8 March, closed on the 10th: its review ends on the 14th at 00:00 UTC. */
const IN_REVIEW = '2026-03-10T09:00:00Z';
const REVIEW_ENDED = '2026-03-14T00:00:00Z';

/**
 * A client (with `credits` USD cents and a card) and an hourly contract at 25.50 an hour, on which
 * the freelancer logged 2 hours on 4 March, closed into an invoice: work 51.00, fee 2.55, no GST (no
 * billing details), 53.55 paid with the credits first, the card for the rest.
 */
async function weekInReview(options: { credits?: number; card?: string } = {}) {
  clock.set('2026-03-04T06:00:00Z');
  const client = await createClient(t);
  const freelancer = await createFreelancer(t);
  await addCard(t, client.token, options.card ?? TEST_CARDS.visa);
  if (options.credits)
    await addCreditEntry(t.app, { userId: client.id, currency: 'USD', amountMinor: options.credits, kind: 'claim' });
  const job = await insertJob(t, client.id);
  const { contract } = await hire(t, client, freelancer, hourlyOffer(job.id, freelancer.id));
  const logged = await t.request({
    method: 'POST',
    url: `/freelancer/contracts/${contract.id}/hours`,
    token: freelancer.token,
    payload: { work_date: '2026-03-04', minutes: 120, description: 'Login screen' },
  });
  if (logged.statusCode !== 201) throw new Error(`hours failed: ${logged.statusCode} ${logged.body}`);
  clock.set(IN_REVIEW);
  await closeEndedWeeks(t.app);
  const [week] = await t.app.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.contractId, contract.id));
  return { client, freelancer, jobId: job.id, contractId: contract.id, week: week! };
}

type Parties = Awaited<ReturnType<typeof weekInReview>>;

function dispute(token: string, contractId: number, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: `/contracts/${contractId}/work-diary/disputes`, token, payload });
}
const withdraw = (token: string, contractId: number, disputeId: number) =>
  t.request({ method: 'POST', url: `/contracts/${contractId}/disputes/${disputeId}/withdraw`, token });
const accept = (token: string, contractId: number, disputeId: number) =>
  t.request({ method: 'POST', url: `/freelancer/contracts/${contractId}/disputes/${disputeId}/accept`, token });

/** Opens a dispute of `minutes` of the week; its id. */
async function opened(parties: Parties, minutes = 30) {
  const response = await dispute(parties.client.token, parties.contractId, {
    week: WEEK,
    minutes,
    reason: 'The login screen took an hour, not two.',
  });
  if (response.statusCode !== 201) throw new Error(`dispute failed: ${response.statusCode} ${response.body}`);
  return response.json().data.review.disputes[0].id as number;
}

async function disputeRows(contractId: number) {
  return t.app.db.select().from(hourlyWeekDisputes).where(eq(hourlyWeekDisputes.contractId, contractId));
}

async function weekRow(weekId: number) {
  const [week] = await t.app.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.id, weekId));
  return week!;
}

async function releaseOf(invoiceId: number) {
  const [release] = await t.app.db.select().from(releases).where(eq(releases.invoiceId, invoiceId));
  return release;
}

describe('opening a dispute', () => {
  it('holds the week’s payment, writes the event into the conversation and tells the freelancer', async () => {
    const parties = await weekInReview();
    const { client, freelancer, contractId, week } = parties;
    const response = await dispute(client.token, contractId, {
      week: WEEK,
      minutes: 30,
      reason: '  The login screen took an hour, not two.  ',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(d.disputeOpened);
    expect(body.data).toMatchObject({ contract_id: contractId, week: { monday: WEEK }, total_minutes: 120 });
    expect(body.data.review).toEqual({
      status: 'in_review',
      review_ends_at: '2026-03-14T00:00:00.000Z',
      invoice_id: week.invoiceId,
      can_dispute: false,
      disputes: [
        {
          id: expect.any(Number),
          minutes: 30,
          reason: 'The login screen took an hour, not two.',
          status: 'open',
          created_at: '2026-03-10T09:00:00.000Z',
          resolved_at: null,
          refund: null,
        },
      ],
    });
    expect(await disputeRows(contractId)).toEqual([
      expect.objectContaining({ hourlyWeekId: week.id, minutes: 30, status: 'open', refundId: null }),
    ]);

    const events = await threadEvents(t, client.id, freelancer.id, parties.jobId);
    expect(events.at(-1)).toMatchObject({
      kind: 'hours_disputed',
      senderId: client.id,
      recipientId: freelancer.id,
      data: {
        contract_id: contractId,
        monday: WEEK,
        sunday: '2026-03-08',
        minutes: 30,
        reason: 'The login screen took an hour, not two.',
      },
    });
    const bell = await notificationsOf(t, freelancer.id);
    expect(bell.at(-1)).toMatchObject({ type: 'warning', description: expect.stringContaining('disputed 30 min') });
    const mails = await mailsTo(t, freelancer.email);
    expect(mails.at(-1)).toMatchObject({
      category: 'email_contract_updates',
      subject: 'Hours disputed: React developer for a dashboard',
      text: expect.stringContaining('Their reason: The login screen took an hour, not two.'),
    });

    // The review ends with the dispute open: the payment stays held.
    clock.set(REVIEW_ENDED);
    await releaseReviewedWeeks(t.app);
    expect((await weekRow(week.id)).status).toBe('in_review');
    expect(await releaseOf(week.invoiceId)).toBeUndefined();
  });

  it('shows the review in both sides’ diaries once the week has closed, and none for an open week', async () => {
    const { client, freelancer, contractId, week } = await weekInReview();
    const diary = (url: string, token: string) => t.request({ method: 'GET', url, token });
    const clientWeek = await diary(`/contracts/${contractId}/work-diary?week=${WEEK}`, client.token);
    expect(clientWeek.json().data.review).toEqual({
      status: 'in_review',
      review_ends_at: '2026-03-14T00:00:00.000Z',
      invoice_id: week.invoiceId,
      can_dispute: true,
      disputes: [],
    });
    const thisWeek = await diary(`/contracts/${contractId}/work-diary`, client.token);
    expect(thisWeek.json().data.review).toBeNull();
    // The freelancer sees the same review; after it ends nobody can dispute.
    clock.set(REVIEW_ENDED);
    const freelancerWeek = await diary(`/freelancer/contracts/${contractId}/work-diary?week=${WEEK}`, freelancer.token);
    expect(freelancerWeek.json().data.review).toMatchObject({ status: 'in_review', can_dispute: false });
    await releaseReviewedWeeks(t.app);
    const released = await diary(`/contracts/${contractId}/work-diary?week=${WEEK}`, client.token);
    expect(released.json().data.review).toMatchObject({ status: 'released', can_dispute: false });
  });
});

describe('the freelancer accepts', () => {
  it('refunds the disputed hours (credits first, then the card) and releases the rest after the review', async () => {
    // 10.00 of credits: the invoice of 53.55 took them, and the card paid 43.55.
    const parties = await weekInReview({ credits: 1000 });
    const { client, freelancer, contractId, week } = parties;
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.id, week.invoiceId));
    expect(invoice).toMatchObject({ workMinor: 5100, feeMinor: 255, totalMinor: 5355, creditsMinor: 1000 });
    expect(await creditBalance(t.app, client.id)).toBe(0);
    const disputeId = await opened(parties, 30);

    clock.set('2026-03-11T12:00:00Z');
    const response = await accept(freelancer.token, contractId, disputeId);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(d.disputeAccepted);
    // 30 min at 25.50 = 12.75; fee 5% = 0.6375 → 0.64: 13.39, 10.00 of it back to the credits.
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.invoiceId, week.invoiceId));
    expect(refund).toMatchObject({
      reason: 'hours_disputed',
      workMinor: 1275,
      feeMinor: 64,
      taxMinor: 0,
      totalMinor: 1339,
      creditsMinor: 1000,
      cardMinor: 339,
      // The card part was asked of the provider once the step committed.
      status: 'succeeded',
    });
    expect(await creditBalance(t.app, client.id)).toBe(1000);
    const [provider] = await t.app.db
      .select({ amount: testProviderRefunds.amountMinor })
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.idempotencyKey, refund!.idempotencyKey));
    expect(provider!.amount).toBe(339);
    const [reported] = await t.app.db
      .select()
      .from(moneyTransactions)
      .where(and(eq(moneyTransactions.invoiceId, week.invoiceId), eq(moneyTransactions.kind, 'refund')));
    expect(reported).toMatchObject({
      refundId: refund!.id,
      contractType: 'hourly',
      workMinor: -1275,
      feeMinor: -64,
      totalMinor: -1339,
      creditsMinor: -1000,
    });
    expect(await disputeRows(contractId)).toEqual([
      expect.objectContaining({
        status: 'accepted',
        refundId: refund!.id,
        resolvedAt: new Date('2026-03-11T12:00:00Z'),
      }),
    ]);
    // The freelancer's diary shows it, with what was refunded; 90 minutes are left to dispute.
    expect(response.json().data.review).toMatchObject({
      status: 'in_review',
      can_dispute: true,
      disputes: [
        {
          id: disputeId,
          status: 'accepted',
          resolved_at: '2026-03-11T12:00:00.000Z',
          refund: { currency: 'USD', amount: 1339 },
        },
      ],
    });
    // The client is told, and gets the receipt by mail.
    expect((await notificationsOf(t, client.id)).at(-1)).toMatchObject({
      type: 'payment',
      description: expect.stringContaining('<b>$13.39</b> is refunded to you'),
    });
    expect((await mailsTo(t, client.email)).at(-1)).toMatchObject({
      category: 'payment_receipts',
      subject: 'Refund of $13.39: React developer for a dashboard',
      text: expect.stringContaining('$10.00 to your credits, at once, and $3.39 to your card'),
    });

    // Accepted once.
    const again = await expectNothingChanged(t, () => accept(freelancer.token, contractId, disputeId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(d.disputeNotOpen);

    clock.set(REVIEW_ENDED);
    await releaseReviewedWeeks(t.app);
    expect((await weekRow(week.id)).status).toBe('released');
    // 51.00 less the 12.75 refunded.
    expect(await releaseOf(week.invoiceId)).toMatchObject({ freelancerId: freelancer.id, amountMinor: 3825 });
  });

  it('refunds every minute of a week disputed in parts as exactly the invoice’s work', async () => {
    const parties = await weekInReview();
    const { freelancer, contractId, week } = parties;
    for (const minutes of [1, 1, 118]) {
      const response = await accept(freelancer.token, contractId, await opened(parties, minutes));
      expect(response.statusCode).toBe(200);
    }
    const rows = await t.app.db.select().from(refunds).where(eq(refunds.invoiceId, week.invoiceId));
    // A minute at 25.50 is 42.5 cents: 43, then 42 (85 for two), then the rest of the 51.00.
    expect(rows.map((row) => row.workMinor)).toEqual([43, 42, 5015]);
    expect(rows.reduce((sum, row) => sum + row.totalMinor, 0)).toBe(5355);
    const more = await dispute(parties.client.token, contractId, { week: WEEK, minutes: 1, reason: 'More' });
    expect(more.statusCode).toBe(422);
    clock.set(REVIEW_ENDED);
    await releaseReviewedWeeks(t.app);
    expect(await releaseOf(week.invoiceId)).toMatchObject({ amountMinor: 0 });
  });
});

describe('the client withdraws', () => {
  it('lets the week be released in full, at the next run when the review has ended', async () => {
    const parties = await weekInReview();
    const { client, freelancer, contractId, week } = parties;
    const disputeId = await opened(parties);
    clock.set('2026-03-15T00:10:00Z');
    await releaseReviewedWeeks(t.app);
    expect((await weekRow(week.id)).status).toBe('in_review');

    const response = await withdraw(client.token, contractId, disputeId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: d.disputeWithdrawn,
      data: {
        week: { monday: WEEK },
        review: {
          can_dispute: false,
          disputes: [{ id: disputeId, status: 'withdrawn', resolved_at: '2026-03-15T00:10:00.000Z', refund: null }],
        },
      },
    });
    expect((await notificationsOf(t, freelancer.id)).at(-1)!.description).toContain('withdrew the dispute of 30 min');
    expect(await t.app.db.select().from(refunds).where(eq(refunds.invoiceId, week.invoiceId))).toEqual([]);

    const again = await expectNothingChanged(t, () => withdraw(client.token, contractId, disputeId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(d.disputeNotOpen);
    const late = await expectNothingChanged(t, () => accept(freelancer.token, contractId, disputeId));
    expect(late.statusCode).toBe(409);

    await releaseReviewedWeeks(t.app);
    expect((await weekRow(week.id)).status).toBe('released');
    expect(await releaseOf(week.invoiceId)).toMatchObject({ amountMinor: 5100 });
  });
});

describe('refusals', () => {
  const reason = 'Not what was agreed.';

  it('refuses more minutes than are left of the week, naming the field', async () => {
    const parties = await weekInReview();
    const { client, freelancer, contractId } = parties;
    const tooMany = await expectNothingChanged(t, () =>
      dispute(client.token, contractId, { week: WEEK, minutes: 121, reason }),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      message: d.disputeMinutesInvalid,
      errors: { minutes: d.disputeMinutesInvalid },
    });
    // 30 refunded: 90 are left.
    await accept(freelancer.token, contractId, await opened(parties, 30));
    const over = await dispute(client.token, contractId, { week: WEEK, minutes: 91, reason });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.minutes).toBe(d.disputeMinutesInvalid);
    expect((await dispute(client.token, contractId, { week: WEEK, minutes: 90, reason })).statusCode).toBe(201);
  });

  it('asks for a reason, a whole number of minutes and a Monday', async () => {
    const { client, contractId } = await weekInReview();
    for (const [payload, field, message] of [
      [{ week: WEEK, minutes: 30, reason: '   ' }, 'reason', d.disputeReasonRequired],
      [{ week: WEEK, minutes: 30 }, 'reason', d.disputeReasonRequired],
      [{ week: WEEK, minutes: 0, reason }, 'minutes', d.disputeMinutesInvalid],
      [{ week: WEEK, minutes: 1.5, reason }, 'minutes', d.disputeMinutesInvalid],
      [{ week: '2026-03-04', minutes: 30, reason }, 'week', d.disputeWeekRequired],
    ] as const) {
      const response = await expectNothingChanged(t, () => dispute(client.token, contractId, payload));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toBe(message);
    }
  });

  it('refuses a week that is not in its review: still open, without hours, or reviewed', async () => {
    const { client, contractId } = await weekInReview();
    for (const week of ['2026-03-09', '2026-02-23']) {
      const response = await expectNothingChanged(t, () =>
        dispute(client.token, contractId, { week, minutes: 30, reason }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(d.weekNotInReview);
    }
    clock.set(REVIEW_ENDED);
    const ended = await expectNothingChanged(t, () =>
      dispute(client.token, contractId, { week: WEEK, minutes: 30, reason }),
    );
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(d.weekNotInReview);
  });

  it('refuses a week whose invoice is not paid', async () => {
    const { client, contractId } = await weekInReview({ card: TEST_CARDS.declinesCharges });
    const response = await expectNothingChanged(t, () =>
      dispute(client.token, contractId, { week: WEEK, minutes: 30, reason }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(d.weekNotPaid);
  });

  it('keeps one dispute open at a time, however many are sent at once', async () => {
    const parties = await weekInReview();
    const { client, contractId } = parties;
    const both = await Promise.all(
      [20, 40].map((minutes) => dispute(client.token, contractId, { week: WEEK, minutes, reason })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().message).toBe(d.disputeAlreadyOpen);
    expect((await disputeRows(contractId)).filter((row) => row.status === 'open')).toHaveLength(1);
    const third = await expectNothingChanged(t, () =>
      dispute(client.token, contractId, { week: WEEK, minutes: 10, reason }),
    );
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(d.disputeAlreadyOpen);
  });

  it('answers 404 for another’s contract or dispute, and 403 to the wrong side', async () => {
    const parties = await weekInReview();
    const other = await weekInReview();
    const disputeId = await opened(parties);
    const otherDisputeId = await opened(other);
    const stranger = await createClient(t);
    const strangerFreelancer = await createFreelancer(t);
    const { client, freelancer, contractId } = parties;
    const notFound = [
      [() => dispute(stranger.token, contractId, { week: WEEK, minutes: 30, reason }), m.contractNotFound],
      [() => withdraw(stranger.token, contractId, disputeId), m.contractNotFound],
      [() => accept(strangerFreelancer.token, contractId, disputeId), m.contractNotFound],
      [() => withdraw(client.token, contractId, otherDisputeId), d.disputeNotFound],
      [() => accept(freelancer.token, contractId, otherDisputeId), d.disputeNotFound],
      [() => accept(freelancer.token, contractId, 987_654_321), d.disputeNotFound],
    ] as const;
    for (const [send, message] of notFound) {
      const response = await expectNothingChanged(t, send);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
    }
    const wrongSide = [
      () => dispute(freelancer.token, contractId, { week: WEEK, minutes: 30, reason }),
      () => withdraw(freelancer.token, contractId, disputeId),
      () => accept(client.token, contractId, disputeId),
    ];
    for (const send of wrongSide) {
      const response = await expectNothingChanged(t, send);
      expect(response.statusCode).toBe(403);
    }
    expect((await disputeRows(contractId)).map((row) => row.status)).toEqual(['open']);
  });

  it('asks for a session first', async () => {
    const response = await t.request({ method: 'POST', url: '/contracts/1/work-diary/disputes', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
