import { eq } from 'drizzle-orm';
import {
  CONTRACTS_PAGE_SIZE,
  hiringMessages,
  marketplaceMessages as m,
  milestoneStepMessages as ms,
  moneyMessages as mm,
} from '@talentindia/contracts';
import { contracts, invoices, jobs, milestones, releases, reviews, timeEntries, users } from '../../db/schema';
import { createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createPayingClient,
  expectJobInvariant,
  expectNothingChanged,
  fixedOffer,
  hire,
  hourlyOffer,
  jobStatus,
  mailsTo,
  notificationsOf,
  settableClock,
  threadEvents,
} from './hiring-testing';

type Account = { id: number; token: string; email: string };

// A Wednesday (the week runs from Monday the 2nd to Sunday the 8th); 11:30 in India.
const clock = settableClock('2026-03-04T06:00:00Z');
let t: TestApp;
let alice: Account;
let bob: Account;
let frank: Account;
let gina: Account;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  // Issue 19: offers come from clients who can pay (a saved card that every charge succeeds on).
  alice = await createPayingClient(t, { first_name: 'Alice', last_name: 'Menon' });
  bob = await createPayingClient(t, { first_name: 'Bob', last_name: 'Das' });
  frank = await createFreelancer(t, { firstName: 'Frank', lastName: 'Pillai' });
  gina = await createFreelancer(t, { firstName: 'Gina', lastName: 'Kapoor' });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-03-04T06:00:00Z'));

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const contractRow = async (id: number) => (await t.app.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
const milestoneRow = async (id: number) => (await t.app.db.select().from(milestones).where(eq(milestones.id, id)))[0]!;
const review = { rating: 5, review: 'Clear communication and tidy code.' };
const logHours = (contractId: number, token: string, work_date: string, minutes: number) =>
  post(`/freelancer/contracts/${contractId}/hours`, token, { work_date, minutes, description: 'Charts' });

async function hourlyContract(client = alice, freelancer = frank, weeklyLimit = '20') {
  const job = await insertJob(t, client.id, { title: 'Hourly dashboard' });
  const { contract } = await hire(
    t,
    client,
    freelancer,
    hourlyOffer(job.id, freelancer.id, { weekly_limit: weeklyLimit }),
  );
  return { job, contractId: contract.id };
}
async function fixedContract(client = alice, freelancer = frank) {
  const job = await insertJob(t, client.id, { type: 'fixed', budgetMinor: 150000, title: 'Fixed landing page' });
  const { contract } = await hire(t, client, freelancer, fixedOffer(job.id, freelancer.id));
  return { job, contractId: contract.id, milestoneIds: contract.milestones.map((milestone) => milestone.id) };
}

describe('POST /contracts/:id/end', () => {
  it('ends the contract with a review; the job closes with its last active contract; the freelancer is told', async () => {
    const { job, contractId } = await hourlyContract();
    clock.set('2026-03-06T12:00:00Z');
    const response = await post(`/contracts/${contractId}/end`, alice.token, review);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: m.contractEnded,
      data: {
        id: contractId,
        status: 'ended',
        ended_at: '2026-03-06T12:00:00.000Z',
        review: { rating: 5, text: 'Clear communication and tidy code.', created_at: '2026-03-06T12:00:00.000Z' },
      },
    });
    expect(await contractRow(contractId)).toMatchObject({ status: 'ended', endedAt: new Date('2026-03-06T12:00:00Z') });
    expect(await t.app.db.select().from(reviews).where(eq(reviews.contractId, contractId))).toEqual([
      expect.objectContaining({ clientId: alice.id, freelancerId: frank.id, rating: 5 }),
    ]);
    const [closed] = await t.app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(closed).toMatchObject({ status: 'closed', closedAt: new Date('2026-03-06T12:00:00Z') });
    expect(await expectJobInvariant(t, job.id)).toMatchObject({ holds: true });

    const events = await threadEvents(t, alice.id, frank.id, job.id);
    expect(events.at(-1)).toEqual({
      kind: 'contract_ended',
      body: 'Contract ended',
      senderId: alice.id,
      recipientId: frank.id,
      readAt: null,
      data: { contract_id: contractId, title: 'Hourly dashboard', rating: 5, review: review.review },
    });
    expect((await notificationsOf(t, frank.id)).at(-1)).toEqual({
      type: 'simple',
      description: '<b>Alice Menon</b> ended the contract for <b>Hourly dashboard</b> and rated your work 5 of 5.',
      action: expect.stringMatching(/^\/messages\?thread=\d+$/),
    });
    const mail = (await mailsTo(t, frank.email)).at(-1)!;
    expect(mail).toMatchObject({
      subject: 'Contract ended: Hourly dashboard',
      category: 'email_contract_updates',
      skippedReason: null,
    });

    // Ended is final.
    const again = await expectNothingChanged(t, () => post(`/contracts/${contractId}/end`, alice.token, review));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: m.contractNotActive });
  });

  it('keeps the job active while another contract is active (open → active → active → closed)', async () => {
    const job = await insertJob(t, alice.id);
    expect(await jobStatus(t, job.id)).toBe('open');
    const first = await hire(t, alice, frank, hourlyOffer(job.id, frank.id));
    const second = await hire(t, alice, gina, hourlyOffer(job.id, gina.id));
    expect(await expectJobInvariant(t, job.id)).toEqual({ status: 'active', activeContracts: 2, holds: true });
    expect((await post(`/contracts/${first.contract.id}/end`, alice.token, review)).statusCode).toBe(200);
    expect(await expectJobInvariant(t, job.id)).toEqual({ status: 'active', activeContracts: 1, holds: true });
    expect(
      (await post(`/contracts/${second.contract.id}/end`, alice.token, { rating: 3, review: 'OK' })).statusCode,
    ).toBe(200);
    expect(await expectJobInvariant(t, job.id)).toEqual({ status: 'closed', activeContracts: 0, holds: true });
  });

  it('refuses a missing or bad review (422), another client (404) and a freelancer (403), changing nothing', async () => {
    const { contractId } = await hourlyContract();
    const invalid: [Record<string, unknown>, Record<string, string>][] = [
      [{ review: 'Good' }, { rating: m.ratingRequired }],
      [{ rating: 6, review: 'Good' }, { rating: m.ratingInvalid }],
      [{ rating: 2.5, review: 'Good' }, { rating: m.ratingInvalid }],
      [{ rating: 4, review: '  ' }, { review: m.reviewRequired }],
      [{ rating: 4, review: 'x'.repeat(2001) }, { review: m.reviewTooLong }],
    ];
    for (const [payload, errors] of invalid) {
      const response = await expectNothingChanged(t, () => post(`/contracts/${contractId}/end`, alice.token, payload));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    const other = await expectNothingChanged(t, () => post(`/contracts/${contractId}/end`, bob.token, review));
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 404,
      body: { status: false, message: m.contractNotFound },
    });
    const freelancer = await expectNothingChanged(t, () => post(`/contracts/${contractId}/end`, frank.token, review));
    expect({ status: freelancer.statusCode, body: freelancer.json() }).toEqual({
      status: 403,
      body: { status: false, message: m.clientsOnly },
    });
    expect(await contractRow(contractId)).toMatchObject({ status: 'active', endedAt: null });
  });

  it('ends a contract once when the client clicks twice at the same moment', async () => {
    const { job, contractId } = await hourlyContract();
    const answers = await Promise.all([1, 2, 3].map(() => post(`/contracts/${contractId}/end`, alice.token, review)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.app.db.select().from(reviews).where(eq(reviews.contractId, contractId))).toHaveLength(1);
    expect((await threadEvents(t, alice.id, frank.id, job.id)).filter((e) => e.kind === 'contract_ended')).toHaveLength(
      1,
    );
    expect(await jobStatus(t, job.id)).toBe('closed');
  });

  it('mails nothing to a freelancer who switched contract updates off, and still rings the bell', async () => {
    const quiet = await createFreelancer(t, { firstName: 'Quiet', lastName: 'Iyer' });
    const switched = await post('/settings/email-preference', quiet.token, { email_contract_updates: 0 });
    expect(switched.statusCode).toBe(200);
    const { contractId } = await hourlyContract(alice, quiet);
    expect((await post(`/contracts/${contractId}/end`, alice.token, review)).statusCode).toBe(200);
    const mails = (await mailsTo(t, quiet.email)).filter((mail) => mail.category !== 'security');
    // The offer mail went (offer updates are on); the contract mail was skipped.
    expect(mails.map((mail) => [mail.category, mail.skippedReason])).toEqual([
      ['email_offer_updates', null],
      ['email_contract_updates', 'email_contract_updates is switched off in Email Preference'],
    ]);
    expect((await notificationsOf(t, quiet.id)).at(-1)!.description).toContain('ended the contract');
  });
});

describe('milestones: submit (freelancer) and approve (client)', () => {
  it('moves a milestone funded → submitted → approved and released, with events, bells and mails; totals follow', async () => {
    const { job, contractId, milestoneIds } = await fixedContract();
    const [design, build] = milestoneIds as [number, number];
    // Accepting funded the first milestone; the second waits to be funded.
    expect(await milestoneRow(design)).toMatchObject({ status: 'funded' });
    expect(await milestoneRow(build)).toMatchObject({ status: 'pending', fundedAt: null });
    clock.set('2026-03-05T08:00:00Z');
    const submitted = await post(`/freelancer/contracts/${contractId}/milestones/${design}/submit`, frank.token);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: true, message: m.milestoneSubmitted });
    expect(submitted.json().data.milestones[0]).toMatchObject({
      id: design,
      status: 'submitted',
      funded_at: '2026-03-04T06:00:00.000Z',
      submitted_at: '2026-03-05T08:00:00.000Z',
      approved_at: null,
    });
    expect(await milestoneRow(design)).toMatchObject({ status: 'submitted' });
    expect((await notificationsOf(t, alice.id)).at(-1)).toEqual({
      type: 'milestone',
      description:
        '<b>Frank Pillai</b> submitted the milestone <b>Design</b> of <b>Fixed landing page</b> for your review.',
      action: `/jobs/${job.id}`,
    });
    expect((await mailsTo(t, alice.email)).at(-1)).toMatchObject({
      subject: 'Milestone submitted: Design',
      category: 'email_contract_updates',
    });

    const twice = await expectNothingChanged(t, () =>
      post(`/freelancer/contracts/${contractId}/milestones/${design}/submit`, frank.token),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ status: false, message: 'Only a funded milestone can be submitted.' });
    // A milestone not funded yet is not worked on: the freelancer cannot submit it.
    const unfunded = await expectNothingChanged(t, () =>
      post(`/freelancer/contracts/${contractId}/milestones/${build}/submit`, frank.token),
    );
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json()).toEqual({ status: false, message: m.milestoneNotPending });
    const early = await expectNothingChanged(t, () =>
      post(`/contracts/${contractId}/milestones/${build}/approve`, alice.token),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ status: false, message: m.milestoneNotSubmitted });

    clock.set('2026-03-06T08:00:00Z');
    const approved = await post(`/contracts/${contractId}/milestones/${design}/approve`, alice.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: ms.milestoneApprovedReleased,
      data: { total_earned: { currency: 'USD', amount: 30000 } },
    });
    expect(approved.json().data.milestones[0]).toMatchObject({
      status: 'approved',
      approved_at: '2026-03-06T08:00:00.000Z',
      invoice: { id: expect.any(Number), payment_status: 'paid' },
    });
    // The work held in escrow (300.00, not the fee) is released to Frank, once.
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.milestoneId, design));
    expect(await t.app.db.select().from(releases).where(eq(releases.invoiceId, invoice!.id))).toEqual([
      expect.objectContaining({
        freelancerId: frank.id,
        currency: 'USD',
        amountMinor: 30000,
        releasedAt: new Date('2026-03-06T08:00:00Z'),
      }),
    ]);
    expect((await notificationsOf(t, frank.id)).at(-1)).toEqual({
      type: 'milestone',
      description: 'Milestone completed: <b>Design</b> ($300.00) on <b>Fixed landing page</b>.',
      action: expect.stringMatching(/^\/messages\?thread=\d+$/),
    });
    const completed = (await mailsTo(t, frank.email)).at(-1)!;
    expect(completed).toMatchObject({
      subject: 'Milestone completed: Design',
      category: 'email_contract_updates',
    });
    expect(completed.text).toContain('the client approved your work, and $300.00 is released to you.');
    const again = await expectNothingChanged(t, () =>
      post(`/contracts/${contractId}/milestones/${design}/approve`, alice.token),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: m.milestoneNotSubmitted });

    const events = await threadEvents(t, alice.id, frank.id, job.id);
    const designData = {
      contract_id: contractId,
      milestone_id: design,
      name: 'Design',
      amount: { currency: 'USD', amount: 30000 },
      due_date: '2026-03-10',
    };
    expect(events.slice(-2).map((event) => [event.kind, event.body, event.senderId, event.data])).toEqual([
      ['milestone_submitted', 'Milestone submitted: Design', frank.id, designData],
      [
        'milestone_completed',
        'Milestone completed: Design',
        alice.id,
        { ...designData, released: { currency: 'USD', amount: 30000 } },
      ],
    ]);

    // The second milestone: funded through its own step, then Frank can submit it.
    const funded = await post(`/contracts/${contractId}/milestones/${build}/fund`, alice.token);
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toMatchObject({ status: true, message: mm.milestoneFunded });
    expect(funded.json().data.milestones[1]).toMatchObject({
      id: build,
      status: 'funded',
      funded_at: '2026-03-06T08:00:00.000Z',
    });
    const next = await post(`/freelancer/contracts/${contractId}/milestones/${build}/submit`, frank.token);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.milestones[1]).toMatchObject({ id: build, status: 'submitted' });
  });

  it('answers 404 for a milestone of another contract, another party’s contract, and 403 for the wrong role', async () => {
    const mine = await fixedContract();
    const other = await fixedContract(bob, gina);
    const cases: [string, string, number, string][] = [
      [
        `/freelancer/contracts/${mine.contractId}/milestones/${other.milestoneIds[0]}/submit`,
        frank.token,
        404,
        m.milestoneNotFound,
      ],
      [
        `/freelancer/contracts/${other.contractId}/milestones/${other.milestoneIds[0]}/submit`,
        frank.token,
        404,
        m.contractNotFound,
      ],
      [
        `/contracts/${other.contractId}/milestones/${other.milestoneIds[0]}/approve`,
        alice.token,
        404,
        m.contractNotFound,
      ],
      [
        `/contracts/${mine.contractId}/milestones/${other.milestoneIds[0]}/approve`,
        alice.token,
        404,
        m.milestoneNotFound,
      ],
      [`/contracts/${mine.contractId}/milestones/987654321/approve`, alice.token, 404, m.milestoneNotFound],
      [
        `/freelancer/contracts/${mine.contractId}/milestones/${mine.milestoneIds[0]}/submit`,
        alice.token,
        403,
        m.freelancersOnly,
      ],
      [`/contracts/${mine.contractId}/milestones/${mine.milestoneIds[0]}/approve`, frank.token, 403, m.clientsOnly],
    ];
    for (const [url, token, status, message] of cases) {
      const response = await expectNothingChanged(t, () => post(url, token));
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status,
        body: { status: false, message },
      });
    }
    // An hourly contract has no milestones to submit.
    const hourly = await hourlyContract();
    const none = await post(
      `/freelancer/contracts/${hourly.contractId}/milestones/${mine.milestoneIds[0]}/submit`,
      frank.token,
    );
    expect(none.statusCode).toBe(404);
  });

  it('refuses milestone steps on an ended contract (409)', async () => {
    const { contractId, milestoneIds } = await fixedContract();
    await post(`/freelancer/contracts/${contractId}/milestones/${milestoneIds[0]}/submit`, frank.token);
    await post(`/contracts/${contractId}/end`, alice.token, review);
    const steps: [string, string, Record<string, unknown>?][] = [
      [`/freelancer/contracts/${contractId}/milestones/${milestoneIds[1]}/submit`, frank.token],
      [`/contracts/${contractId}/milestones/${milestoneIds[0]}/approve`, alice.token],
      [`/contracts/${contractId}/milestones/${milestoneIds[1]}/fund`, alice.token],
      [`/contracts/${contractId}/milestones/${milestoneIds[0]}/request-changes`, alice.token, { note: 'More' }],
      [`/contracts/${contractId}/milestones/${milestoneIds[1]}/cancel`, alice.token],
      [`/contracts/${contractId}/milestones`, alice.token, { name: 'Extra', amount: '50', due_date: '2026-03-20' }],
    ];
    for (const [url, token, payload] of steps) {
      const response = await expectNothingChanged(t, () => post(url, token, payload));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: false, message: m.contractNotActive });
    }
  });
});

describe('POST /freelancer/contracts/:id/hours', () => {
  it('logs hours: the contract’s totals, the time entry row and the client’s bell (no mail)', async () => {
    const { job, contractId } = await hourlyContract();
    const mailsBefore = (await mailsTo(t, alice.email)).length;
    const response = await logHours(contractId, frank.token, '2026-03-04', 90);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: true,
      message: m.hoursLogged,
      data: {
        id: contractId,
        total_hours: 1.5,
        hours_this_week: 1.5,
        // 1.5 h × $25.50
        total_earned: { currency: 'USD', amount: 3825 },
      },
    });
    expect(await t.app.db.select().from(timeEntries).where(eq(timeEntries.contractId, contractId))).toEqual([
      expect.objectContaining({ workDate: '2026-03-04', minutes: 90, description: 'Charts' }),
    ]);
    expect((await notificationsOf(t, alice.id)).at(-1)).toEqual({
      type: 'simple',
      description: '<b>Frank Pillai</b> logged 1 h 30 min on 2026-03-04 for <b>Hourly dashboard</b>.',
      action: `/jobs/${job.id}`,
    });
    expect(await mailsTo(t, alice.email)).toHaveLength(mailsBefore);

    // Next week: counted in the total, not in this week's hours.
    clock.set('2026-03-09T06:00:00Z');
    const next = await logHours(contractId, frank.token, '2026-03-09', 20);
    expect(next.json().data).toMatchObject({ total_hours: 1.83, hours_this_week: 0.33 });
    // 110 minutes × $25.50 / 60 = $46.75
    expect(next.json().data.total_earned).toEqual({ currency: 'USD', amount: 4675 });
  });

  it('keeps each week within the weekly limit (422, nothing logged); another week has its own', async () => {
    clock.set('2026-03-02T06:00:00Z'); // hired on Monday
    const { contractId } = await hourlyContract(alice, frank, '2');
    clock.set('2026-03-04T06:00:00Z');
    expect((await logHours(contractId, frank.token, '2026-03-02', 60)).statusCode).toBe(201);
    expect((await logHours(contractId, frank.token, '2026-03-04', 45)).statusCode).toBe(201);
    const over = await expectNothingChanged(t, () => logHours(contractId, frank.token, '2026-03-04', 16));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      status: false,
      message: m.weeklyLimitExceeded,
      errors: { minutes: m.weeklyLimitExceeded },
    });
    expect((await logHours(contractId, frank.token, '2026-03-04', 15)).statusCode).toBe(201);
    clock.set('2026-03-10T06:00:00Z');
    // Sunday the 8th is still the full week; Monday the 9th starts a new one.
    expect((await logHours(contractId, frank.token, '2026-03-08', 1)).statusCode).toBe(422);
    expect((await logHours(contractId, frank.token, '2026-03-09', 120)).statusCode).toBe(201);
  });

  it('never goes over the weekly limit when many logs arrive at once', async () => {
    clock.set('2026-03-02T06:00:00Z');
    const { contractId } = await hourlyContract(alice, frank, '5');
    clock.set('2026-03-04T06:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => logHours(contractId, frank.token, '2026-03-03', 60)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(7);
    const entries = await t.app.db.select().from(timeEntries).where(eq(timeEntries.contractId, contractId));
    expect(entries.reduce((sum, entry) => sum + entry.minutes, 0)).toBe(300);
  });

  it('refuses a future day or a day before the contract started, both as days in UTC (ADR 016)', async () => {
    clock.set('2026-03-03T20:00:00Z'); // 01:30 on the 4th in India, still the 3rd in UTC
    const { contractId } = await hourlyContract();
    const before = await expectNothingChanged(t, () => logHours(contractId, frank.token, '2026-03-02', 30));
    expect(before.statusCode).toBe(422);
    expect(before.json()).toEqual({
      status: false,
      message: hiringMessages.workDateBeforeStart,
      errors: { work_date: hiringMessages.workDateBeforeStart },
    });
    // The 4th is already Frank's date in India, but not yet the platform's.
    const future = await expectNothingChanged(t, () => logHours(contractId, frank.token, '2026-03-04', 30));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ work_date: hiringMessages.workDateFuture });
    expect((await logHours(contractId, frank.token, '2026-03-03', 30)).statusCode).toBe(201);
    const invalid = await expectNothingChanged(t, () => logHours(contractId, frank.token, '2026-02-30', 30));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ work_date: m.workDateInvalid });
    const minutes = await expectNothingChanged(t, () => logHours(contractId, frank.token, '2026-03-04', 0));
    expect(minutes.json().errors).toEqual({ minutes: m.minutesInvalid });
  });

  it('refuses a fixed-price contract (422) and an ended one (409)', async () => {
    const fixed = await fixedContract();
    const notHourly = await expectNothingChanged(t, () => logHours(fixed.contractId, frank.token, '2026-03-04', 30));
    expect(notHourly.statusCode).toBe(422);
    expect(notHourly.json()).toEqual({ status: false, message: m.notHourlyContract });
    const { contractId } = await hourlyContract();
    await post(`/contracts/${contractId}/end`, alice.token, review);
    const ended = await expectNothingChanged(t, () => logHours(contractId, frank.token, '2026-03-04', 30));
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({ status: false, message: m.contractNotActive });
  });

  it('answers 404 for another freelancer’s contract and 403 for a client', async () => {
    const { contractId } = await hourlyContract();
    const other = await expectNothingChanged(t, () => logHours(contractId, gina.token, '2026-03-04', 30));
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 404,
      body: { status: false, message: m.contractNotFound },
    });
    const client = await expectNothingChanged(t, () => logHours(contractId, alice.token, '2026-03-04', 30));
    expect(client.statusCode).toBe(403);
  });
});

describe('reading contracts', () => {
  it('lists the client’s contracts newest first, by job and status, a page at a time; reads one', async () => {
    const client = await createPayingClient(t, { first_name: 'Chitra', last_name: 'Nair' });
    const job = await insertJob(t, client.id);
    const ids: number[] = [];
    for (let index = 0; index < CONTRACTS_PAGE_SIZE + 1; index += 1) {
      const freelancer = await createFreelancer(t, { firstName: `F${index}` });
      const jobId = index === 0 ? (await insertJob(t, client.id)).id : job.id;
      clock.set(`2026-03-04T06:00:${String(index).padStart(2, '0')}Z`);
      ids.push((await hire(t, client, freelancer, hourlyOffer(jobId, freelancer.id))).contract.id);
    }
    await post(`/contracts/${ids[2]}/end`, client.token, review);

    const first = (await get('/contracts', client.token)).json();
    expect(first.data.map((contract: { id: number }) => contract.id)).toEqual(ids.slice(1).reverse());
    expect(first.meta).toEqual({
      page: 1,
      per_page: CONTRACTS_PAGE_SIZE,
      total: CONTRACTS_PAGE_SIZE + 1,
      has_more: true,
    });
    const second = (await get('/contracts?page=2', client.token)).json();
    expect(second.data.map((contract: { id: number }) => contract.id)).toEqual([ids[0]]);
    expect(second.meta.has_more).toBe(false);
    const byJob = (await get(`/contracts?job_id=${job.id}`, client.token)).json();
    expect(byJob.meta.total).toBe(CONTRACTS_PAGE_SIZE);
    const ended = (await get('/contracts?status=ended', client.token)).json();
    expect(
      ended.data.map((contract: { id: number; review: { rating: number } | null }) => [
        contract.id,
        contract.review?.rating,
      ]),
    ).toEqual([[ids[2], 5]]);
    const active = (await get(`/contracts?job_id=${job.id}&status=active`, client.token)).json();
    expect(active.meta.total).toBe(CONTRACTS_PAGE_SIZE - 1);
    expect((await get('/contracts', alice.token)).json().data.map((c: { id: number }) => c.id)).not.toContain(ids[0]);

    const one = await get(`/contracts/${ids[0]}`, client.token);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ status: true, data: second.data[0] });
    const others = await get(`/contracts/${ids[0]}`, alice.token);
    expect({ status: others.statusCode, body: others.json() }).toEqual({
      status: 404,
      body: { status: false, message: m.contractNotFound },
    });
    expect((await get(`/contracts/${ids[0]}`, frank.token)).statusCode).toBe(403);
    expect((await get('/contracts', frank.token)).statusCode).toBe(403);
    expect((await get('/contracts?status=paused', client.token)).statusCode).toBe(422);
  });

  it('shows a freelancer only their own contracts; another freelancer’s is a 404, a client a 403', async () => {
    const hana = await createFreelancer(t, { firstName: 'Hana', lastName: 'Reddy' });
    const ivan = await createFreelancer(t, { firstName: 'Ivan', lastName: 'Bose' });
    const fromAlice = await hourlyContract(alice, hana);
    clock.set('2026-03-04T07:00:00Z');
    const fromBob = await fixedContract(bob, hana);
    await post(`/contracts/${fromAlice.contractId}/end`, alice.token, review);

    const list = (await get('/freelancer/contracts', hana.token)).json();
    expect(
      list.data.map((contract: { id: number; client: { first_name: string } }) => [
        contract.id,
        contract.client.first_name,
      ]),
    ).toEqual([
      [fromBob.contractId, 'Bob'],
      [fromAlice.contractId, 'Alice'],
    ]);
    expect(list.meta).toEqual({ page: 1, per_page: CONTRACTS_PAGE_SIZE, total: 2, has_more: false });
    const ended = (await get('/freelancer/contracts?status=ended', hana.token)).json();
    expect(ended.data.map((contract: { id: number }) => contract.id)).toEqual([fromAlice.contractId]);
    expect((await get('/freelancer/contracts', ivan.token)).json().data).toEqual([]);

    const one = await get(`/freelancer/contracts/${fromBob.contractId}`, hana.token);
    expect(one.json().data).toMatchObject({
      id: fromBob.contractId,
      type: 'fixed',
      freelancer: { id: hana.id, first_name: 'Hana', last_name: 'Reddy', image: null },
    });
    const other = await get(`/freelancer/contracts/${fromBob.contractId}`, ivan.token);
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 404,
      body: { status: false, message: m.contractNotFound },
    });
    const client = await get(`/freelancer/contracts/${fromBob.contractId}`, bob.token);
    expect({ status: client.statusCode, body: client.json() }).toEqual({
      status: 403,
      body: { status: false, message: m.freelancersOnly },
    });
    expect((await get('/freelancer/contracts')).statusCode).toBe(401);
  });

  it('totals a contract from its rows: hours, this week, approved milestones', async () => {
    clock.set('2026-02-27T06:00:00Z');
    const { contractId } = await hourlyContract();
    clock.set('2026-03-04T06:00:00Z');
    await t.app.db.insert(timeEntries).values([
      { contractId, workDate: '2026-03-01', minutes: 60 }, // the week before
      { contractId, workDate: '2026-03-02', minutes: 30 },
      { contractId, workDate: '2026-03-08', minutes: 45 },
    ]);
    const { data } = (await get(`/freelancer/contracts/${contractId}`, frank.token)).json();
    expect(data).toMatchObject({
      total_hours: 2.25,
      hours_this_week: 1.25,
      // 135 minutes × $25.50 / 60 = $57.375 → $57.38
      total_earned: { currency: 'USD', amount: 5738 },
      hourly_rate: { currency: 'USD', amount: 2550 },
      weekly_limit: 20,
    });
    // Users' time zones do not move "this week" (Monday to Sunday in UTC).
    await t.app.db.update(users).set({ timezone: 'Pacific/Kiritimati' }).where(eq(users.id, frank.id));
    try {
      expect((await get(`/freelancer/contracts/${contractId}`, frank.token)).json().data.hours_this_week).toBe(1.25);
    } finally {
      await t.app.db.update(users).set({ timezone: 'Asia/Kolkata' }).where(eq(users.id, frank.id));
    }
  });
});
