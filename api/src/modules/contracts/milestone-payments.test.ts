import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  marketplaceMessages as m,
  milestoneStepMessages as ms,
  moneyMessages as mm,
  settingsMessages,
} from '@talentindia/contracts';
import {
  charges,
  creditEntries,
  invoiceVoids,
  invoices,
  milestones,
  moneyTransactions,
  refunds,
  releases,
  testProviderCharges,
  testProviderRefunds,
} from '../../db/schema';
import { CHARGE_CANCELLED, TestPaymentsProvider } from '../../services/payments';
import { providerUnavailable } from '../../services/payments/payments-provider';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, latestMail, linkToken, type TestApp } from '../../testing/test-app';
import { addCreditEntry, creditBalance } from '../credit-ledger';
import { addCard, bill, TEST_CARDS } from '../money/money-testing';
import {
  createPayingClient,
  expectNothingChanged,
  fixedOffer,
  hire,
  hourlyOffer,
  mailsTo,
  notificationsOf,
  sendOffer,
  settableClock,
  threadEvents,
} from './hiring-testing';

/**
 * Issue 19 §1 through the api: offers only from a client who can pay; the first milestone funded as
 * the contract starts (credits first, then the default card); funding, changes, approval with
 * release, cancellation with a refund or a void, added milestones; each step's rows in the money
 * area (invoices, charges, the credits ledger, refunds, releases, the reports' transactions) and what
 * each side was told. The offers' milestones are Design (300.00) and Build (1,200.75): with the 5%
 * fee, 315.00 and 1,260.79 for a client billed outside India.
 */

type Account = { id: number; token: string; email: string };

// A Wednesday; 11:30 in India (every account's default zone). Financial year 2025-26.
const clock = settableClock('2026-03-04T06:00:00Z');
let t: TestApp;
let frank: Account;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  frank = await createFreelancer(t, { firstName: 'Frank', lastName: 'Pillai' });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-03-04T06:00:00Z'));

const DESIGN_TOTAL = 31500; // 300.00 + 15.00 fee
const BUILD_TOTAL = 126079; // 1,200.75 + 60.04 fee

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
const step = (contractId: number, milestoneId: number, name: string) =>
  `/contracts/${contractId}/milestones/${milestoneId}/${name}`;
const submitUrl = (contractId: number, milestoneId: number) =>
  `/freelancer/contracts/${contractId}/milestones/${milestoneId}/submit`;

/** A fixed-price contract of the client with Frank (or another freelancer), made through the api. */
async function fixedContract(client: Account, freelancer: Account = frank, title = 'Fixed landing page') {
  const job = await insertJob(t, client.id, { type: 'fixed', budgetMinor: 150000, title });
  const { contract } = await hire(t, client, freelancer, fixedOffer(job.id, freelancer.id));
  const [design, build] = contract.milestones.map((milestone) => milestone.id) as [number, number];
  return { job, contractId: contract.id, design, build, contract: contract as unknown as ContractOut };
}

interface MilestoneOut {
  id: number;
  name: string;
  status: string;
  funded_at: string | null;
  changes_note: string | null;
  invoice: { id: number; payment_status: string } | null;
}
interface ContractOut {
  id: number;
  milestones: MilestoneOut[];
}

async function contractOf(client: Account, contractId: number): Promise<ContractOut> {
  return (await get(`/contracts/${contractId}`, client.token)).json().data as ContractOut;
}
const milestoneRow = async (id: number) => (await t.app.db.select().from(milestones).where(eq(milestones.id, id)))[0]!;
const invoiceOf = async (milestoneId: number) =>
  (await t.app.db.select().from(invoices).where(eq(invoices.milestoneId, milestoneId)))[0];
const chargesOf = (invoiceId: number) =>
  t.app.db.select().from(charges).where(eq(charges.invoiceId, invoiceId)).orderBy(asc(charges.attempt));
const ledgerOf = (userId: number) =>
  t.app.db
    .select({ kind: creditEntries.kind, amountMinor: creditEntries.amountMinor, reference: creditEntries.reference })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId))
    .orderBy(asc(creditEntries.id));
const transactionsOf = (invoiceId: number) =>
  t.app.db
    .select({
      kind: moneyTransactions.kind,
      contractType: moneyTransactions.contractType,
      workMinor: moneyTransactions.workMinor,
      feeMinor: moneyTransactions.feeMinor,
      creditsMinor: moneyTransactions.creditsMinor,
      totalMinor: moneyTransactions.totalMinor,
    })
    .from(moneyTransactions)
    .where(eq(moneyTransactions.invoiceId, invoiceId))
    .orderBy(asc(moneyTransactions.id));
const refundsOf = (invoiceId: number) => t.app.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId));
const releasesOf = (invoiceId: number) => t.app.db.select().from(releases).where(eq(releases.invoiceId, invoiceId));
const voidsOf = (invoiceId: number) =>
  t.app.db.select().from(invoiceVoids).where(eq(invoiceVoids.invoiceId, invoiceId));
/** The test provider's own record of a charge (what the provider says, not what the api recorded). */
const providerCharge = async (chargeId: string) =>
  (await t.app.db.select().from(testProviderCharges).where(eq(testProviderCharges.id, chargeId)))[0]!;
const providerRefundsOf = (chargeId: string) =>
  t.app.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.chargeId, chargeId));
function testProvider(): TestPaymentsProvider {
  if (!(t.app.payments instanceof TestPaymentsProvider)) throw new Error('the test provider is expected');
  return t.app.payments;
}
/** What the invoice page completes the cardholder's authentication with. */
const clientSecretOf = async (client: Account, invoiceId: number) =>
  (await get(`/invoices/${invoiceId}`, client.token)).json().data.payment.client_secret as string;
/** The invoice of a milestone whose payment waits for the cardholder, its attempt and the page's secret. */
async function waitingPayment(client: Account, milestoneId: number) {
  const invoice = (await invoiceOf(milestoneId))!;
  const [attempt] = await chargesOf(invoice.id);
  expect(attempt).toMatchObject({ status: 'requires_action', providerChargeId: expect.stringMatching(/^pi_/) });
  return { invoice, attempt: attempt!, secret: await clientSecretOf(client, invoice.id) };
}

/** Credits booked to a client's ledger (as an adjustment, named by its reference). */
const giveCredits = (userId: number, amountMinor: number, reference: string) =>
  addCreditEntry(t.app, { userId, currency: 'USD', amountMinor, kind: 'adjustment', reference });

/** The hiring events of the client and Frank about a job, as [kind, body, sender]. */
async function eventsOf(client: Account, jobId: number, freelancer: Account = frank) {
  return (await threadEvents(t, client.id, freelancer.id, jobId)).map((event) => [
    event.kind,
    event.body,
    event.senderId,
  ]);
}

describe('who may send an offer', () => {
  it('refuses an offer from a client with no card and no credits (422), changing nothing', async () => {
    const client = await createClient(t);
    const fixedJob = await insertJob(t, client.id, { type: 'fixed', budgetMinor: 150000 });
    const hourlyJob = await insertJob(t, client.id);
    for (const payload of [fixedOffer(fixedJob.id, frank.id), hourlyOffer(hourlyJob.id, frank.id)]) {
      const response = await expectNothingChanged(t, () => sendOffer(t, client.token, payload));
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 422,
        body: { status: false, message: ms.offerNeedsPayment, errors: { payment: ms.offerNeedsPayment } },
      });
    }
  });

  it('takes credits that cover the first milestone with its fee instead of a card; a cent less is refused', async () => {
    const client = await createClient(t);
    const job = await insertJob(t, client.id, { type: 'fixed', budgetMinor: 150000 });
    await giveCredits(client.id, DESIGN_TOTAL - 1, 'almost');
    const short = await expectNothingChanged(t, () => sendOffer(t, client.token, fixedOffer(job.id, frank.id)));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ payment: ms.offerNeedsPayment });
    await giveCredits(client.id, 1, 'the last cent');
    expect((await sendOffer(t, client.token, fixedOffer(job.id, frank.id))).statusCode).toBe(201);
  });

  it('counts GST on the fee for a client billed in India', async () => {
    const client = await createClient(t);
    await bill(t, client.token, 'IN', 'Goa');
    const job = await insertJob(t, client.id, { type: 'fixed', budgetMinor: 150000 });
    // 315.00 covers the work and the fee, not the IGST of 2.70 on the fee.
    await giveCredits(client.id, DESIGN_TOTAL, 'work and fee');
    const short = await expectNothingChanged(t, () => sendOffer(t, client.token, fixedOffer(job.id, frank.id)));
    expect(short.statusCode).toBe(422);
    await giveCredits(client.id, 270, 'the GST');
    expect((await sendOffer(t, client.token, fixedOffer(job.id, frank.id))).statusCode).toBe(201);
  });

  it('lets an hourly offer come from a client with any credits', async () => {
    const client = await createClient(t);
    const job = await insertJob(t, client.id);
    await giveCredits(client.id, 1, 'a cent');
    const response = await sendOffer(t, client.token, hourlyOffer(job.id, frank.id));
    expect(response.statusCode).toBe(201);
  });
});

describe('accepting a fixed-price offer funds its first milestone', () => {
  it('pays it from the credits first and the card for the rest, and tells the freelancer', async () => {
    const client = await createPayingClient(t, { first_name: 'Asha', last_name: 'Rao' });
    await giveCredits(client.id, 10000, 'hundred');
    clock.set('2026-03-04T07:00:00Z');
    const { job, contractId, design, build, contract } = await fixedContract(client);

    expect(contract.milestones).toEqual([
      expect.objectContaining({
        id: design,
        status: 'funded',
        funded_at: '2026-03-04T07:00:00.000Z',
        invoice: { id: expect.any(Number), payment_status: 'paid' },
      }),
      expect.objectContaining({ id: build, status: 'pending', funded_at: null, invoice: null }),
    ]);
    const invoice = (await invoiceOf(design))!;
    expect(invoice).toMatchObject({
      id: contract.milestones[0]!.invoice!.id,
      contractId,
      clientId: client.id,
      freelancerId: frank.id,
      kind: 'milestone',
      description: 'Milestone: Design',
      workMinor: 30000,
      feeMinor: 1500,
      taxMinor: 0,
      totalMinor: DESIGN_TOTAL,
      creditsMinor: 10000,
      cardMinor: DESIGN_TOTAL - 10000,
    });
    expect(await invoiceOf(build)).toBeUndefined();
    // The credits are spent by a ledger entry; the rest is one succeeded charge of the card.
    expect(await ledgerOf(client.id)).toEqual([
      { kind: 'adjustment', amountMinor: 10000, reference: 'hundred' },
      { kind: 'spend', amountMinor: -10000, reference: `invoice-${invoice.id}` },
    ]);
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(0);
    expect(await chargesOf(invoice.id)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'succeeded', amountMinor: 21500, cardLast4: '4242' }),
    ]);
    expect(await transactionsOf(invoice.id)).toEqual([
      {
        kind: 'payment',
        contractType: 'fixed',
        workMinor: 30000,
        feeMinor: 1500,
        creditsMinor: 10000,
        totalMinor: DESIGN_TOTAL,
      },
    ]);
    expect(await milestoneRow(design)).toMatchObject({
      status: 'funded',
      fundedAt: new Date('2026-03-04T07:00:00Z'),
    });
    const page = (await get(`/invoices/${invoice.id}`, client.token)).json().data;
    expect(page.payment).toMatchObject({ status: 'paid', paid_by_credits: false, card: { last4: '4242' } });

    // Frank is told: the event in the conversation, the bell and a contract-updates mail.
    const events = await threadEvents(t, client.id, frank.id, job.id);
    expect(events.at(-1)).toEqual({
      kind: 'milestone_funded',
      body: 'Milestone funded: Design',
      senderId: client.id,
      recipientId: frank.id,
      readAt: null,
      data: {
        contract_id: contractId,
        milestone_id: design,
        name: 'Design',
        amount: { currency: 'USD', amount: 30000 },
        due_date: '2026-03-10',
      },
    });
    expect((await notificationsOf(t, frank.id)).at(-1)).toEqual({
      type: 'milestone',
      description: 'Milestone funded: <b>Design</b> ($300.00) on <b>Fixed landing page</b>.',
      action: expect.stringMatching(/^\/messages\?thread=\d+$/),
    });
    expect((await mailsTo(t, frank.email)).at(-1)).toMatchObject({
      subject: 'Milestone funded: Design',
      category: 'email_contract_updates',
      skippedReason: null,
    });
  });

  it('makes the contract with a declined card, the milestone not funded; the client is told and pays again with another card', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.declinesCharges);
    const { job, contractId, design, contract } = await fixedContract(client, frank, 'Declined start');
    expect(contract.milestones[0]).toMatchObject({
      id: design,
      status: 'pending',
      funded_at: null,
      invoice: { id: expect.any(Number), payment_status: 'declined' },
    });
    const invoiceId = contract.milestones[0]!.invoice!.id;
    expect(await chargesOf(invoiceId)).toEqual([
      expect.objectContaining({ attempt: 1, status: 'declined', declineCode: 'generic_decline', cardLast4: '0341' }),
    ]);
    expect(await transactionsOf(invoiceId)).toEqual([]);
    expect((await eventsOf(client, job.id)).map(([kind]) => kind)).not.toContain('milestone_funded');
    expect((await notificationsOf(t, client.id)).at(-1)).toEqual({
      type: 'error',
      description: expect.stringContaining('was declined. Pay it again from the invoice.'),
      action: `/reports/invoices/${invoiceId}`,
    });
    expect((await mailsTo(t, client.email)).at(-1)).toMatchObject({
      subject: 'Your payment of $315.00 was declined',
      category: 'payment_receipts',
      skippedReason: null,
    });
    // Work does not start on a milestone not funded.
    const early = await expectNothingChanged(t, () => post(submitUrl(contractId, design), frank.token));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.milestoneNotPending);

    // Paying again with the same card: a second attempt, declined too (402).
    const again = await post(`/invoices/${invoiceId}/pay`, client.token);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 402,
      body: { status: false, message: mm.paymentDeclined },
    });
    // Another card, made the default (the first card saved stays the default until then).
    const visa = await addCard(t, client.token, TEST_CARDS.visa);
    const made = await post(`/settings/payment-methods/${visa}/default`, client.token);
    expect(made.statusCode).toBe(200);
    clock.set('2026-03-04T09:00:00Z');
    const paid = await post(`/invoices/${invoiceId}/pay`, client.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: true,
      message: mm.paymentSucceeded,
      data: { id: invoiceId, payment: { status: 'paid', card: { last4: '4242' }, can_pay: false } },
    });
    expect((await chargesOf(invoiceId)).map((charge) => [charge.attempt, charge.status, charge.cardLast4])).toEqual([
      [1, 'declined', '0341'],
      [2, 'declined', '0341'],
      [3, 'succeeded', '4242'],
    ]);
    expect(await milestoneRow(design)).toMatchObject({
      status: 'funded',
      fundedAt: new Date('2026-03-04T09:00:00Z'),
    });
    expect((await contractOf(client, contractId)).milestones[0]).toMatchObject({
      status: 'funded',
      invoice: { id: invoiceId, payment_status: 'paid' },
    });
    expect((await eventsOf(client, job.id)).at(-1)).toEqual([
      'milestone_funded',
      'Milestone funded: Design',
      client.id,
    ]);
    expect(await transactionsOf(invoiceId)).toHaveLength(1);
    const twice = await expectNothingChanged(t, () => post(`/invoices/${invoiceId}/pay`, client.token));
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 409,
      body: { status: false, message: mm.invoiceAlreadyPaid },
    });
    // Now Frank can submit it.
    expect((await post(submitUrl(contractId, design), frank.token)).statusCode).toBe(200);
  });

  it('waits for the cardholder with a card that asks for authentication, and funds once they confirm', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    const { job, contractId, design, build, contract } = await fixedContract(client, frank, 'Authenticated');
    // The first milestone's charge at the start waits for the cardholder too.
    expect(contract.milestones[0]).toMatchObject({
      id: design,
      status: 'pending',
      invoice: { id: expect.any(Number), payment_status: 'requires_action' },
    });
    expect((await notificationsOf(t, client.id)).at(-1)).toMatchObject({
      type: 'warning',
      description: expect.stringContaining('Your bank asks you to confirm the payment'),
    });
    expect((await mailsTo(t, client.email)).at(-1)).toMatchObject({
      subject: 'Confirm your payment of $315.00',
      category: 'payment_receipts',
    });

    const funding = await post(step(contractId, build, 'fund'), client.token);
    expect(funding.statusCode).toBe(202);
    expect(funding.json()).toMatchObject({ status: true, message: mm.paymentNeedsAuthentication });
    expect(funding.json().data.milestones[1]).toMatchObject({
      id: build,
      status: 'pending',
      funded_at: null,
      invoice: { id: expect.any(Number), payment_status: 'requires_action' },
    });
    const invoiceId = funding.json().data.milestones[1].invoice.id as number;
    const page = await get(`/invoices/${invoiceId}`, client.token);
    expect(page.json().data.payment).toEqual({
      status: 'requires_action',
      paid_at: null,
      card: { brand: 'visa', last4: '3155' },
      paid_by_credits: false,
      client_secret: expect.any(String),
      provider: 'test',
      can_pay: false,
    });
    const secret = page.json().data.payment.client_secret as string;
    // Asking again while it waits makes no second attempt; paying again is a 409.
    expect((await post(step(contractId, build, 'fund'), client.token)).statusCode).toBe(202);
    expect(await chargesOf(invoiceId)).toHaveLength(1);
    const paying = await expectNothingChanged(t, () => post(`/invoices/${invoiceId}/pay`, client.token));
    expect({ status: paying.statusCode, body: paying.json() }).toEqual({
      status: 409,
      body: { status: false, message: mm.paymentInProgress },
    });

    // A wrong secret, or another charge's, confirms nothing.
    const firstInvoiceId = contract.milestones[0]!.invoice!.id;
    const otherSecret = (await get(`/invoices/${firstInvoiceId}`, client.token)).json().data.payment
      .client_secret as string;
    for (const wrong of ['pi_not_this_one_secret', otherSecret]) {
      const refused = await expectNothingChanged(t, () =>
        post(`/invoices/${invoiceId}/confirm`, client.token, { client_secret: wrong }),
      );
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 422,
        body: {
          status: false,
          message: mm.confirmationInvalid,
          errors: { client_secret: mm.confirmationInvalid },
        },
      });
    }
    expect(await milestoneRow(build)).toMatchObject({ status: 'pending', fundedAt: null });

    const confirmed = await post(`/invoices/${invoiceId}/confirm`, client.token, { client_secret: secret });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: true,
      message: mm.paymentSucceeded,
      data: { id: invoiceId, payment: { status: 'paid', client_secret: null } },
    });
    expect(await milestoneRow(build)).toMatchObject({ status: 'funded', fundedAt: expect.any(Date) });
    expect(await chargesOf(invoiceId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect((await eventsOf(client, job.id)).at(-1)).toEqual(['milestone_funded', 'Milestone funded: Build', client.id]);
    const again = await expectNothingChanged(t, () =>
      post(`/invoices/${invoiceId}/confirm`, client.token, { client_secret: secret }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(mm.invoiceAlreadyPaid);
  });
});

describe('a milestone’s steps', () => {
  it('funds the second milestone, sends it back with a note, and releases it on approval', async () => {
    const client = await createPayingClient(t);
    const { job, contractId, build } = await fixedContract(client, frank, 'Changes asked');
    clock.set('2026-03-05T06:00:00Z');
    const funded = await post(step(contractId, build, 'fund'), client.token);
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toMatchObject({ status: true, message: mm.milestoneFunded });
    expect(funded.json().data.milestones[1]).toMatchObject({
      id: build,
      status: 'funded',
      funded_at: '2026-03-05T06:00:00.000Z',
      invoice: { id: expect.any(Number), payment_status: 'paid' },
    });
    const invoice = (await invoiceOf(build))!;
    expect(invoice).toMatchObject({
      workMinor: 120075,
      feeMinor: 6004,
      totalMinor: BUILD_TOTAL,
      cardMinor: BUILD_TOTAL,
    });
    expect(await chargesOf(invoice.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', amountMinor: BUILD_TOTAL }),
    ]);
    const twice = await expectNothingChanged(t, () => post(step(contractId, build, 'fund'), client.token));
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 409,
      body: { status: false, message: ms.milestoneNotFundable },
    });

    expect((await post(submitUrl(contractId, build), frank.token)).statusCode).toBe(200);
    for (const payload of [{}, { note: '   ' }]) {
      const refused = await expectNothingChanged(t, () =>
        post(step(contractId, build, 'request-changes'), client.token, payload),
      );
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 422,
        body: {
          status: false,
          message: 'Tell the freelancer what to change',
          errors: { note: 'Tell the freelancer what to change' },
        },
      });
    }
    clock.set('2026-03-06T06:00:00Z');
    const note = 'Use the brand colours on the pricing table.';
    const changes = await post(step(contractId, build, 'request-changes'), client.token, { note });
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toMatchObject({ status: true, message: ms.changesRequested });
    expect(changes.json().data.milestones[1]).toMatchObject({ status: 'changes_requested', changes_note: note });
    expect(await milestoneRow(build)).toMatchObject({
      status: 'changes_requested',
      changesNote: note,
      changesRequestedAt: new Date('2026-03-06T06:00:00Z'),
    });
    // The freelancer reads the note on the contract, in the conversation, the bell and the mail.
    const asFreelancer = (await get(`/freelancer/contracts/${contractId}`, frank.token)).json().data as ContractOut;
    expect(asFreelancer.milestones[1]).toMatchObject({ status: 'changes_requested', changes_note: note });
    const events = await threadEvents(t, client.id, frank.id, job.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'milestone_changes_requested',
      body: 'Changes requested: Build',
      senderId: client.id,
      data: { contract_id: contractId, milestone_id: build, name: 'Build', note },
    });
    expect((await notificationsOf(t, frank.id)).at(-1)).toEqual({
      type: 'warning',
      description: 'Changes requested: <b>Build</b> ($1,200.75) on <b>Changes asked</b>.',
      action: expect.stringMatching(/^\/messages\?thread=\d+$/),
    });
    const mail = (await mailsTo(t, frank.email)).at(-1)!;
    expect(mail).toMatchObject({ subject: 'Changes requested: Build', category: 'email_contract_updates' });
    expect(mail.text).toContain(note);
    const early = await expectNothingChanged(t, () => post(step(contractId, build, 'approve'), client.token));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.milestoneNotSubmitted);

    const resubmitted = await post(submitUrl(contractId, build), frank.token);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data.milestones[1]).toMatchObject({ status: 'submitted', changes_note: null });

    clock.set('2026-03-07T06:00:00Z');
    const approved = await post(step(contractId, build, 'approve'), client.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: true,
      message: ms.milestoneApprovedReleased,
      // Design (funded, not approved) is not earned yet; Build is.
      data: { total_earned: { currency: 'USD', amount: 120075 } },
    });
    expect(approved.json().data.milestones[1]).toMatchObject({
      status: 'approved',
      approved_at: '2026-03-07T06:00:00.000Z',
    });
    // The work, not the fee, is released to Frank, once; the payment row was written when it was funded.
    expect(await releasesOf(invoice.id)).toEqual([
      expect.objectContaining({
        freelancerId: frank.id,
        currency: 'USD',
        amountMinor: 120075,
        releasedAt: new Date('2026-03-07T06:00:00Z'),
      }),
    ]);
    expect(await transactionsOf(invoice.id)).toEqual([
      {
        kind: 'payment',
        contractType: 'fixed',
        workMinor: 120075,
        feeMinor: 6004,
        creditsMinor: 0,
        totalMinor: BUILD_TOTAL,
      },
    ]);
    expect((await threadEvents(t, client.id, frank.id, job.id)).at(-1)).toMatchObject({
      kind: 'milestone_completed',
      body: 'Milestone completed: Build',
      senderId: client.id,
      data: { milestone_id: build, released: { currency: 'USD', amount: 120075 } },
    });
    expect((await notificationsOf(t, frank.id)).at(-1)).toMatchObject({
      type: 'milestone',
      description: 'Milestone completed: <b>Build</b> ($1,200.75) on <b>Changes asked</b>.',
    });
    expect((await mailsTo(t, frank.email)).at(-1)).toMatchObject({ subject: 'Milestone completed: Build' });
  });

  it('funds a submitted milestone that was never funded when it is approved, then releases it', async () => {
    const client = await createPayingClient(t);
    const { job, contractId, build } = await fixedContract(client, frank, 'Approved unfunded');
    // No api step submits a milestone that is not funded: the state a contract from before funding left.
    await t.app.db
      .update(milestones)
      .set({ status: 'submitted', submittedAt: clock.now() })
      .where(eq(milestones.id, build));
    const approved = await post(step(contractId, build, 'approve'), client.token);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(ms.milestoneApprovedReleased);
    expect(approved.json().data.milestones[1]).toMatchObject({
      status: 'approved',
      funded_at: '2026-03-04T06:00:00.000Z',
      invoice: { payment_status: 'paid' },
    });
    const invoice = (await invoiceOf(build))!;
    expect(await chargesOf(invoice.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await releasesOf(invoice.id)).toEqual([expect.objectContaining({ amountMinor: 120075 })]);
    expect((await eventsOf(client, job.id)).slice(-2)).toEqual([
      ['milestone_funded', 'Milestone funded: Build', client.id],
      ['milestone_completed', 'Milestone completed: Build', client.id],
    ]);
  });

  it('keeps a submitted milestone submitted when its funding on approval is declined (402)', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.declinesCharges);
    const { job, contractId, build } = await fixedContract(client, frank, 'Declined approval');
    await t.app.db
      .update(milestones)
      .set({ status: 'submitted', submittedAt: clock.now() })
      .where(eq(milestones.id, build));
    const refused = await post(step(contractId, build, 'approve'), client.token);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 402,
      body: { status: false, message: mm.paymentDeclined },
    });
    expect(await milestoneRow(build)).toMatchObject({ status: 'submitted', fundedAt: null, approvedAt: null });
    const invoice = (await invoiceOf(build))!;
    expect(await chargesOf(invoice.id)).toEqual([expect.objectContaining({ status: 'declined' })]);
    expect(await releasesOf(invoice.id)).toEqual([]);
    expect((await contractOf(client, contractId)).milestones[1]!.invoice).toEqual({
      id: invoice.id,
      payment_status: 'declined',
    });
    expect((await eventsOf(client, job.id)).map(([kind]) => kind)).not.toContain('milestone_completed');
  });
});

describe('cancelling a milestone', () => {
  it('refunds a funded one: the credits back at once, the card part through the provider', async () => {
    const client = await createPayingClient(t);
    await giveCredits(client.id, 10000, 'hundred');
    const { job, contractId, design } = await fixedContract(client, frank, 'Cancelled funded');
    const invoice = (await invoiceOf(design))!;
    expect(invoice).toMatchObject({ creditsMinor: 10000, cardMinor: 21500 });
    clock.set('2026-03-05T06:00:00Z');
    const cancelled = await post(step(contractId, design, 'cancel'), client.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: true, message: ms.milestoneCancelledRefunded });
    expect(cancelled.json().data.milestones[0]).toMatchObject({ id: design, status: 'cancelled' });
    expect(await milestoneRow(design)).toMatchObject({
      status: 'cancelled',
      cancelledAt: new Date('2026-03-05T06:00:00Z'),
    });

    const [refund] = await refundsOf(invoice.id);
    expect(refund).toMatchObject({
      reason: 'milestone_cancelled',
      workMinor: 30000,
      feeMinor: 1500,
      taxMinor: 0,
      totalMinor: DESIGN_TOTAL,
      creditsMinor: 10000,
      cardMinor: 21500,
      // The card part was given back by the provider after the step committed.
      status: 'succeeded',
    });
    const [given] = await t.app.db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.idempotencyKey, refund!.idempotencyKey));
    expect(given).toMatchObject({ amountMinor: 21500 });
    expect(await ledgerOf(client.id)).toEqual([
      { kind: 'adjustment', amountMinor: 10000, reference: 'hundred' },
      { kind: 'spend', amountMinor: -10000, reference: `invoice-${invoice.id}` },
      { kind: 'refund', amountMinor: 10000, reference: `refund-${refund!.id}` },
    ]);
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(10000);
    expect((await transactionsOf(invoice.id)).map((row) => [row.kind, row.totalMinor, row.creditsMinor])).toEqual([
      ['payment', DESIGN_TOTAL, 10000],
      ['refund', -DESIGN_TOTAL, -10000],
    ]);
    expect(await releasesOf(invoice.id)).toEqual([]);

    expect((await threadEvents(t, client.id, frank.id, job.id)).at(-1)).toMatchObject({
      kind: 'milestone_cancelled',
      body: 'Milestone cancelled: Design',
      senderId: client.id,
      data: { milestone_id: design, refunded: true },
    });
    expect((await notificationsOf(t, frank.id)).at(-1)).toMatchObject({
      type: 'warning',
      description: 'Milestone cancelled: <b>Design</b> ($300.00) on <b>Cancelled funded</b>.',
    });
    expect((await mailsTo(t, frank.email)).at(-1)).toMatchObject({
      subject: 'Milestone cancelled: Design',
      category: 'email_contract_updates',
    });
    const again = await expectNothingChanged(t, () => post(step(contractId, design, 'cancel'), client.token));
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { status: false, message: ms.milestoneNotCancellable },
    });
  });

  it('voids the invoice of one whose payment was declined: its credits back, and it can no longer be paid', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.declinesCharges);
    await giveCredits(client.id, 10000, 'hundred');
    const { job, contractId, design } = await fixedContract(client, frank, 'Cancelled declined');
    const invoice = (await invoiceOf(design))!;
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(0);
    const cancelled = await post(step(contractId, design, 'cancel'), client.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: true, message: ms.milestoneCancelled });
    expect(cancelled.json().data.milestones[0]).toMatchObject({
      status: 'cancelled',
      invoice: { id: invoice.id, payment_status: 'cancelled' },
    });
    expect(await t.app.db.select().from(invoiceVoids).where(eq(invoiceVoids.invoiceId, invoice.id))).toEqual([
      expect.objectContaining({ creditsReturnedMinor: 10000, voidedAt: new Date('2026-03-04T06:00:00Z') }),
    ]);
    expect((await ledgerOf(client.id)).at(-1)).toEqual({
      kind: 'refund',
      amountMinor: 10000,
      reference: `invoice-${invoice.id}-void`,
    });
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(10000);
    expect(await refundsOf(invoice.id)).toEqual([]);
    expect(await transactionsOf(invoice.id)).toEqual([]);

    const page = (await get(`/invoices/${invoice.id}`, client.token)).json().data;
    expect(page.payment).toMatchObject({ status: 'cancelled', can_pay: false });
    const pay = await expectNothingChanged(t, () => post(`/invoices/${invoice.id}/pay`, client.token));
    expect({ status: pay.statusCode, body: pay.json() }).toEqual({
      status: 409,
      body: { status: false, message: mm.invoiceCancelled },
    });
    expect((await threadEvents(t, client.id, frank.id, job.id)).at(-1)).toMatchObject({
      kind: 'milestone_cancelled',
      data: { milestone_id: design, refunded: false },
    });
  });

  it('refuses to cancel a submitted or approved milestone (409), changing nothing', async () => {
    const client = await createPayingClient(t);
    const { contractId, design } = await fixedContract(client, frank, 'Not cancelled');
    expect((await post(submitUrl(contractId, design), frank.token)).statusCode).toBe(200);
    const submitted = await expectNothingChanged(t, () => post(step(contractId, design, 'cancel'), client.token));
    expect({ status: submitted.statusCode, body: submitted.json() }).toEqual({
      status: 409,
      body: { status: false, message: ms.milestoneNotCancellable },
    });
    expect((await post(step(contractId, design, 'approve'), client.token)).statusCode).toBe(200);
    const approved = await expectNothingChanged(t, () => post(step(contractId, design, 'cancel'), client.token));
    expect(approved.statusCode).toBe(409);
    expect(await milestoneRow(design)).toMatchObject({ status: 'approved' });
  });
});

describe('cancelling a milestone whose payment waits for the cardholder', () => {
  it('cancels the payment at the provider and voids the invoice; confirming it afterwards is refused', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    await giveCredits(client.id, 10000, 'hundred');
    const { job, contractId, design } = await fixedContract(client, frank, 'Cancelled while waiting');
    const { invoice, attempt, secret } = await waitingPayment(client, design);
    expect(invoice).toMatchObject({ creditsMinor: 10000, cardMinor: 21500 });

    const cancelled = await post(step(contractId, design, 'cancel'), client.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: true, message: ms.milestoneCancelled });
    expect(cancelled.json().data.milestones[0]).toMatchObject({
      id: design,
      status: 'cancelled',
      invoice: { id: invoice.id, payment_status: 'cancelled' },
    });
    // The provider ended it: the cardholder can no longer complete it.
    expect(await providerCharge(attempt.providerChargeId!)).toMatchObject({
      status: 'declined',
      declineCode: CHARGE_CANCELLED,
      amountMinor: 21500,
    });
    expect(await chargesOf(invoice.id)).toEqual([
      expect.objectContaining({ id: attempt.id, status: 'failed', declineCode: 'invoice_cancelled' }),
    ]);
    expect(await voidsOf(invoice.id)).toEqual([expect.objectContaining({ creditsReturnedMinor: 10000 })]);
    expect((await ledgerOf(client.id)).at(-1)).toEqual({
      kind: 'refund',
      amountMinor: 10000,
      reference: `invoice-${invoice.id}-void`,
    });
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(10000);
    expect(await refundsOf(invoice.id)).toEqual([]);
    expect(await transactionsOf(invoice.id)).toEqual([]);
    expect((await threadEvents(t, client.id, frank.id, job.id)).at(-1)).toMatchObject({
      kind: 'milestone_cancelled',
      data: { milestone_id: design, refunded: false },
    });

    // The page still open: its confirmation is refused, by the api and by the provider.
    const confirm = await expectNothingChanged(t, () =>
      post(`/invoices/${invoice.id}/confirm`, client.token, { client_secret: secret }),
    );
    expect({ status: confirm.statusCode, body: confirm.json() }).toEqual({
      status: 409,
      body: { status: false, message: mm.nothingToConfirm },
    });
    await expect(testProvider().confirmChargeAuthentication(secret)).rejects.toMatchObject({ statusCode: 409 });
    expect(await providerCharge(attempt.providerChargeId!)).toMatchObject({ status: 'declined' });
    expect(await providerRefundsOf(attempt.providerChargeId!)).toEqual([]);
  });

  it('refunds it when the cardholder completed it before the cancel arrived: cancelled, nothing kept', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    await giveCredits(client.id, 10000, 'hundred');
    const { job, contractId, design } = await fixedContract(client, frank, 'Authenticated meanwhile');
    const { invoice, attempt, secret } = await waitingPayment(client, design);
    // The cardholder passed the bank's check (its app), and the api has not heard of it yet.
    await testProvider().confirmChargeAuthentication(secret);

    clock.set('2026-03-05T06:00:00Z');
    const cancelled = await post(step(contractId, design, 'cancel'), client.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: true, message: ms.milestoneCancelledRefunded });
    expect(await milestoneRow(design)).toMatchObject({
      status: 'cancelled',
      cancelledAt: new Date('2026-03-05T06:00:00Z'),
    });
    expect(await chargesOf(invoice.id)).toEqual([expect.objectContaining({ id: attempt.id, status: 'succeeded' })]);
    const [refund] = await refundsOf(invoice.id);
    expect(refund).toMatchObject({
      reason: 'milestone_cancelled',
      totalMinor: DESIGN_TOTAL,
      creditsMinor: 10000,
      cardMinor: 21500,
      chargeId: attempt.id,
      status: 'succeeded',
    });
    expect(await providerRefundsOf(attempt.providerChargeId!)).toEqual([
      expect.objectContaining({ amountMinor: 21500, idempotencyKey: refund!.idempotencyKey }),
    ]);
    expect(await ledgerOf(client.id)).toEqual([
      { kind: 'adjustment', amountMinor: 10000, reference: 'hundred' },
      { kind: 'spend', amountMinor: -10000, reference: `invoice-${invoice.id}` },
      { kind: 'refund', amountMinor: 10000, reference: `refund-${refund!.id}` },
    ]);
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(10000);
    expect((await transactionsOf(invoice.id)).map((row) => [row.kind, row.totalMinor, row.creditsMinor])).toEqual([
      ['payment', DESIGN_TOTAL, 10000],
      ['refund', -DESIGN_TOTAL, -10000],
    ]);
    expect(await voidsOf(invoice.id)).toEqual([]);
    expect(await releasesOf(invoice.id)).toEqual([]);
    expect((await eventsOf(client, job.id)).slice(-2)).toEqual([
      ['milestone_funded', 'Milestone funded: Design', client.id],
      ['milestone_cancelled', 'Milestone cancelled: Design', client.id],
    ]);
    expect((await threadEvents(t, client.id, frank.id, job.id)).at(-1)).toMatchObject({ data: { refunded: true } });
  });

  it('answers 503 and changes nothing when the provider cannot be reached', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    const { contractId, design } = await fixedContract(client, frank, 'Provider down');
    const { attempt } = await waitingPayment(client, design);
    const cancel = jest.spyOn(t.app.payments, 'cancelCharge').mockRejectedValueOnce(providerUnavailable());
    try {
      const refused = await expectNothingChanged(t, () => post(step(contractId, design, 'cancel'), client.token));
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 503,
        body: { status: false, message: settingsMessages.paymentProviderUnavailable },
      });
    } finally {
      cancel.mockRestore();
    }
    expect(await providerCharge(attempt.providerChargeId!)).toMatchObject({ status: 'requires_action' });
    expect(await milestoneRow(design)).toMatchObject({ status: 'pending' });
  });

  it('refuses (409) to void a payment the provider did not end, changing nothing', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    const { contractId, design } = await fixedContract(client, frank, 'Still live');
    const { attempt } = await waitingPayment(client, design);
    const live = await t.app.payments.retrieveCharge(attempt.providerChargeId!);
    const cancel = jest.spyOn(t.app.payments, 'cancelCharge').mockResolvedValueOnce(live);
    try {
      const refused = await expectNothingChanged(t, () => post(step(contractId, design, 'cancel'), client.token));
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 409,
        body: { status: false, message: ms.milestonePaymentInProgress },
      });
    } finally {
      cancel.mockRestore();
    }
    expect(await milestoneRow(design)).toMatchObject({ status: 'pending' });
  });

  it('does the same when the contract ends: one payment cancelled and voided, one completed first refunded', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    const { contractId, design, build } = await fixedContract(client, frank, 'Ended while waiting');
    expect((await post(step(contractId, build, 'fund'), client.token)).statusCode).toBe(202);
    const first = await waitingPayment(client, design);
    const second = await waitingPayment(client, build);
    await testProvider().confirmChargeAuthentication(second.secret);

    const ended = await post(`/contracts/${contractId}/end`, client.token, { rating: 3, review: 'Stopped.' });
    expect(ended.statusCode).toBe(200);
    expect((ended.json().data.milestones as MilestoneOut[]).map((row) => [row.id, row.status])).toEqual([
      [design, 'cancelled'],
      [build, 'cancelled'],
    ]);
    expect(await providerCharge(first.attempt.providerChargeId!)).toMatchObject({
      status: 'declined',
      declineCode: CHARGE_CANCELLED,
    });
    expect(await chargesOf(first.invoice.id)).toEqual([
      expect.objectContaining({ status: 'failed', declineCode: 'invoice_cancelled' }),
    ]);
    expect(await voidsOf(first.invoice.id)).toHaveLength(1);
    expect(await transactionsOf(first.invoice.id)).toEqual([]);

    await expectPaidThenRefundedInFull(second);
    expect(await releasesOf(second.invoice.id)).toEqual([]);
  });

  it('cancels them after the erasure when the contract ends because the freelancer deleted their account', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    await giveCredits(client.id, 10000, 'hundred');
    const leaving = await createFreelancer(t, { firstName: 'Lata', lastName: 'Iyer' });
    const { contractId, design, build } = await fixedContract(client, leaving, 'Freelancer left while waiting');
    expect((await post(step(contractId, build, 'fund'), client.token)).statusCode).toBe(202);
    const first = await waitingPayment(client, design);
    const second = await waitingPayment(client, build);
    await testProvider().confirmChargeAuthentication(second.secret);

    expect((await t.request({ method: 'DELETE', url: '/settings/profile', token: leaving.token })).statusCode).toBe(
      200,
    );
    const link = linkToken((await latestMail(t, leaving.email))!.text, '/delete-account');
    expect((await t.request({ method: 'POST', url: '/account/delete', payload: { token: link } })).statusCode).toBe(
      200,
    );

    expect((await contractOf(client, contractId)).milestones.map((row) => [row.id, row.status])).toEqual([
      [design, 'cancelled'],
      [build, 'cancelled'],
    ]);
    // Waiting: cancelled at the provider once the erasure committed, then voided, its credits back.
    expect(await providerCharge(first.attempt.providerChargeId!)).toMatchObject({
      status: 'declined',
      declineCode: CHARGE_CANCELLED,
    });
    expect(await chargesOf(first.invoice.id)).toEqual([
      expect.objectContaining({ status: 'failed', declineCode: 'invoice_cancelled' }),
    ]);
    expect(await voidsOf(first.invoice.id)).toEqual([expect.objectContaining({ creditsReturnedMinor: 10000 })]);
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(10000);
    // Completed before the cancel arrived: recorded and refunded in full.
    await expectPaidThenRefundedInFull(second);
  });
  it('voids it later when the provider cannot be reached as the erasure commits', async () => {
    const client = await createPayingClient(t, {}, TEST_CARDS.authenticates);
    const leaving = await createFreelancer(t, { firstName: 'Ravi', lastName: 'Menon' });
    const { design } = await fixedContract(client, leaving, 'Provider down at erasure');
    const waiting = await waitingPayment(client, design);
    const cancel = jest.spyOn(t.app.payments, 'cancelCharge').mockRejectedValueOnce(providerUnavailable());
    try {
      expect((await t.request({ method: 'DELETE', url: '/settings/profile', token: leaving.token })).statusCode).toBe(
        200,
      );
      const link = linkToken((await latestMail(t, leaving.email))!.text, '/delete-account');
      expect((await t.request({ method: 'POST', url: '/account/delete', payload: { token: link } })).statusCode).toBe(
        200,
      );
    } finally {
      cancel.mockRestore();
    }
    // The milestone ended with the account; its payment is still live at the provider, so not voided yet.
    expect(await milestoneRow(design)).toMatchObject({ status: 'cancelled' });
    expect(await providerCharge(waiting.attempt.providerChargeId!)).toMatchObject({ status: 'requires_action' });
    expect(await voidsOf(waiting.invoice.id)).toEqual([]);

    // The queued void is tried again once its retry is due: cancelled at the provider, then voided.
    clock.set('2026-03-04T07:00:00Z');
    await t.app.scheduler.drainQueue();
    expect(await providerCharge(waiting.attempt.providerChargeId!)).toMatchObject({
      status: 'declined',
      declineCode: CHARGE_CANCELLED,
    });
    expect(await voidsOf(waiting.invoice.id)).toHaveLength(1);
    expect(await chargesOf(waiting.invoice.id)).toEqual([
      expect.objectContaining({ status: 'failed', declineCode: 'invoice_cancelled' }),
    ]);
  });
});

/**
 * A payment the cardholder completed before its cancel reached the provider: recorded as paid, then
 * refunded in full to the card (at the provider too), never voided.
 */
async function expectPaidThenRefundedInFull(waiting: Awaited<ReturnType<typeof waitingPayment>>) {
  expect(await chargesOf(waiting.invoice.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  expect(await refundsOf(waiting.invoice.id)).toEqual([
    expect.objectContaining({ totalMinor: BUILD_TOTAL, cardMinor: BUILD_TOTAL, status: 'succeeded' }),
  ]);
  expect(await providerRefundsOf(waiting.attempt.providerChargeId!)).toEqual([
    expect.objectContaining({ amountMinor: BUILD_TOTAL }),
  ]);
  expect((await transactionsOf(waiting.invoice.id)).map((row) => [row.kind, row.totalMinor])).toEqual([
    ['payment', BUILD_TOTAL],
    ['refund', -BUILD_TOTAL],
  ]);
  expect(await voidsOf(waiting.invoice.id)).toEqual([]);
}

describe('adding a milestone', () => {
  it('adds one at the end, not funded, and tells the freelancer; refuses a past due date (422)', async () => {
    const client = await createPayingClient(t);
    const { job, contractId, design, build } = await fixedContract(client, frank, 'Grown');
    const milestone = { name: 'Launch', amount: '450.50', due_date: '2026-04-20' };
    const added = await post(`/contracts/${contractId}/milestones`, client.token, milestone);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ status: true, message: ms.milestoneAdded });
    const listed = added.json().data.milestones as MilestoneOut[];
    expect(listed.map((row) => row.id).slice(0, 2)).toEqual([design, build]);
    expect(listed[2]).toEqual({
      id: expect.any(Number),
      name: 'Launch',
      amount: { currency: 'USD', amount: 45050 },
      due_date: '2026-04-20',
      status: 'pending',
      funded_at: null,
      submitted_at: null,
      approved_at: null,
      changes_note: null,
      invoice: null,
    });
    const launch = listed[2]!.id;
    expect(await milestoneRow(launch)).toMatchObject({ contractId, position: 2, amountMinor: 45050 });
    expect(await invoiceOf(launch)).toBeUndefined();
    expect((await threadEvents(t, client.id, frank.id, job.id)).at(-1)).toMatchObject({
      kind: 'milestone_created',
      body: 'Milestone created: Launch',
      senderId: client.id,
      data: {
        contract_id: contractId,
        milestone_id: launch,
        name: 'Launch',
        amount: { currency: 'USD', amount: 45050 },
        due_date: '2026-04-20',
      },
    });
    expect((await notificationsOf(t, frank.id)).at(-1)).toMatchObject({
      type: 'milestone',
      description: 'Milestone created: <b>Launch</b> ($450.50) on <b>Grown</b>.',
    });
    expect((await mailsTo(t, frank.email)).at(-1)).toMatchObject({ subject: 'Milestone created: Launch' });
    // It is funded when the work is to start, like any other.
    expect((await post(step(contractId, launch, 'fund'), client.token)).statusCode).toBe(200);
    expect(await milestoneRow(launch)).toMatchObject({ status: 'funded' });

    const past = await expectNothingChanged(t, () =>
      post(`/contracts/${contractId}/milestones`, client.token, { ...milestone, due_date: '2026-03-03' }),
    );
    expect({ status: past.statusCode, body: past.json() }).toEqual({
      status: 422,
      body: { status: false, message: m.dueDateInvalid, errors: { due_date: m.dueDateInvalid } },
    });
    const nameless = await expectNothingChanged(t, () =>
      post(`/contracts/${contractId}/milestones`, client.token, { ...milestone, name: '' }),
    );
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors).toEqual({ name: m.milestoneNameRequired });
  });

  it('refuses an hourly contract (422) and an ended one (409)', async () => {
    const client = await createPayingClient(t);
    const milestone = { name: 'Launch', amount: '100', due_date: '2026-04-20' };
    const hourlyJob = await insertJob(t, client.id);
    const hourly = await hire(t, client, frank, hourlyOffer(hourlyJob.id, frank.id));
    const notFixed = await expectNothingChanged(t, () =>
      post(`/contracts/${hourly.contract.id}/milestones`, client.token, milestone),
    );
    expect({ status: notFixed.statusCode, body: notFixed.json() }).toEqual({
      status: 422,
      body: { status: false, message: m.notFixedContract },
    });
    const { contractId } = await fixedContract(client, frank, 'Ended early');
    expect((await post(`/contracts/${contractId}/end`, client.token, { rating: 4, review: 'Fine.' })).statusCode).toBe(
      200,
    );
    const ended = await expectNothingChanged(t, () =>
      post(`/contracts/${contractId}/milestones`, client.token, milestone),
    );
    expect({ status: ended.statusCode, body: ended.json() }).toEqual({
      status: 409,
      body: { status: false, message: m.contractNotActive },
    });
  });
});

describe('funding the same milestone many times at once', () => {
  it('issues one invoice, charges the card once and spends the credits once', async () => {
    const client = await createPayingClient(t);
    const { job, contractId, build } = await fixedContract(client, frank, 'Clicked twenty times');
    await giveCredits(client.id, 5000, 'fifty');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(step(contractId, build, 'fund'), client.token)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toEqual({ status: false, message: ms.milestoneNotFundable });

    const billed = await t.app.db.select().from(invoices).where(eq(invoices.milestoneId, build));
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({ creditsMinor: 5000, cardMinor: BUILD_TOTAL - 5000 });
    const attempts = await chargesOf(billed[0]!.id);
    expect(attempts.map((charge) => [charge.status, charge.amountMinor])).toEqual([['succeeded', BUILD_TOTAL - 5000]]);
    const [asked] = await t.app.db
      .select({ value: count() })
      .from(testProviderCharges)
      .where(eq(testProviderCharges.idempotencyKey, attempts[0]!.idempotencyKey));
    expect(asked!.value).toBe(1);
    const spent = await t.app.db
      .select({ amountMinor: creditEntries.amountMinor })
      .from(creditEntries)
      .where(and(eq(creditEntries.userId, client.id), eq(creditEntries.kind, 'spend')));
    expect(spent).toEqual([{ amountMinor: -5000 }]);
    expect(await creditBalance(t.app, client.id, 'USD')).toBe(0);
    expect(await transactionsOf(billed[0]!.id)).toHaveLength(1);
    expect(await milestoneRow(build)).toMatchObject({ status: 'funded' });
    const funded = (await eventsOf(client, job.id)).filter(([kind]) => kind === 'milestone_funded');
    // Design when the contract started, Build once.
    expect(funded).toEqual([
      ['milestone_funded', 'Milestone funded: Design', client.id],
      ['milestone_funded', 'Milestone funded: Build', client.id],
    ]);
  });
});

describe('whose steps these are', () => {
  it('answers 404 for another client’s contract or invoice, and 403 for the wrong side, changing nothing', async () => {
    const alice = await createPayingClient(t, { first_name: 'Alice', last_name: 'Menon' });
    const bob = await createPayingClient(t, { first_name: 'Bob', last_name: 'Das' });
    const gina = await createFreelancer(t, { firstName: 'Gina', lastName: 'Kapoor' });
    const mine = await fixedContract(alice, frank, 'Alice’s');
    const theirs = await fixedContract(bob, gina, 'Bob’s');
    const bobInvoice = (await invoiceOf(theirs.design))!.id;
    const aliceInvoice = (await invoiceOf(mine.design))!.id;
    const note = { note: 'Change it.' };
    const added = { name: 'More', amount: '10', due_date: '2026-04-20' };
    const cases: [string, string, Record<string, unknown> | undefined, number, string][] = [
      [step(theirs.contractId, theirs.build, 'fund'), alice.token, undefined, 404, m.contractNotFound],
      [step(theirs.contractId, theirs.design, 'approve'), alice.token, undefined, 404, m.contractNotFound],
      [step(theirs.contractId, theirs.design, 'request-changes'), alice.token, note, 404, m.contractNotFound],
      [step(theirs.contractId, theirs.design, 'cancel'), alice.token, undefined, 404, m.contractNotFound],
      [`/contracts/${theirs.contractId}/milestones`, alice.token, added, 404, m.contractNotFound],
      [step(mine.contractId, theirs.build, 'fund'), alice.token, undefined, 404, m.milestoneNotFound],
      [step(mine.contractId, theirs.design, 'cancel'), alice.token, undefined, 404, m.milestoneNotFound],
      [`/invoices/${bobInvoice}/pay`, alice.token, undefined, 404, mm.invoiceNotFound],
      [`/invoices/${bobInvoice}/confirm`, alice.token, { client_secret: 'pi_x_secret' }, 404, mm.invoiceNotFound],
      [step(mine.contractId, mine.build, 'fund'), frank.token, undefined, 403, m.clientsOnly],
      [step(mine.contractId, mine.design, 'approve'), frank.token, undefined, 403, m.clientsOnly],
      [step(mine.contractId, mine.design, 'request-changes'), frank.token, note, 403, m.clientsOnly],
      [step(mine.contractId, mine.build, 'cancel'), frank.token, undefined, 403, m.clientsOnly],
      [`/contracts/${mine.contractId}/milestones`, frank.token, added, 403, m.clientsOnly],
      [`/invoices/${aliceInvoice}/pay`, frank.token, undefined, 403, m.clientsOnly],
      [submitUrl(mine.contractId, mine.design), alice.token, undefined, 403, m.freelancersOnly],
    ];
    for (const [url, token, payload, status, message] of cases) {
      const response = await expectNothingChanged(t, () => post(url, token, payload));
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status,
        body: { status: false, message },
      });
    }
    // The freelancer does not read the client's invoice either.
    expect((await get(`/invoices/${aliceInvoice}`, frank.token)).statusCode).toBe(404);
  });
});

describe('ending a contract', () => {
  it('refunds its funded milestones and cancels the others; an approved one stays released', async () => {
    const client = await createPayingClient(t);
    const { job, contractId, design, build } = await fixedContract(client, frank, 'Ended with escrow');
    expect((await post(submitUrl(contractId, design), frank.token)).statusCode).toBe(200);
    expect((await post(step(contractId, design, 'approve'), client.token)).statusCode).toBe(200);
    expect((await post(step(contractId, build, 'fund'), client.token)).statusCode).toBe(200);
    expect((await post(submitUrl(contractId, build), frank.token)).statusCode).toBe(200);
    const added = await post(`/contracts/${contractId}/milestones`, client.token, {
      name: 'Launch',
      amount: '100',
      due_date: '2026-04-20',
    });
    const launch = (added.json().data.milestones as MilestoneOut[]).at(-1)!.id;

    clock.set('2026-03-08T06:00:00Z');
    const ended = await post(`/contracts/${contractId}/end`, client.token, { rating: 4, review: 'Stopped early.' });
    expect(ended.statusCode).toBe(200);
    expect((ended.json().data.milestones as MilestoneOut[]).map((row) => [row.id, row.status])).toEqual([
      [design, 'approved'],
      [build, 'cancelled'],
      [launch, 'cancelled'],
    ]);
    const designInvoice = (await invoiceOf(design))!;
    const buildInvoice = (await invoiceOf(build))!;
    expect(await refundsOf(designInvoice.id)).toEqual([]);
    expect(await releasesOf(designInvoice.id)).toHaveLength(1);
    const [refund] = await refundsOf(buildInvoice.id);
    expect(refund).toMatchObject({ totalMinor: BUILD_TOTAL, cardMinor: BUILD_TOTAL, status: 'succeeded' });
    const [given] = await t.app.db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.idempotencyKey, refund!.idempotencyKey));
    expect(given).toMatchObject({ amountMinor: BUILD_TOTAL });
    expect(await releasesOf(buildInvoice.id)).toEqual([]);
    expect(await invoiceOf(launch)).toBeUndefined();
    expect((await transactionsOf(buildInvoice.id)).map((row) => [row.kind, row.totalMinor])).toEqual([
      ['payment', BUILD_TOTAL],
      ['refund', -BUILD_TOTAL],
    ]);
    const events = await threadEvents(t, client.id, frank.id, job.id);
    expect(
      events.slice(-3).map((event) => [event.kind, event.body, (event.data as { refunded?: boolean }).refunded]),
    ).toEqual([
      ['milestone_cancelled', 'Milestone cancelled: Build', true],
      ['milestone_cancelled', 'Milestone cancelled: Launch', false],
      ['contract_ended', 'Contract ended', undefined],
    ]);
    const cancelledRows = await t.app.db
      .select({ cancelledAt: milestones.cancelledAt })
      .from(milestones)
      .where(inArray(milestones.id, [build, launch]));
    expect(cancelledRows).toEqual([
      { cancelledAt: new Date('2026-03-08T06:00:00Z') },
      { cancelledAt: new Date('2026-03-08T06:00:00Z') },
    ]);
  });

  it('refunds the funded milestones of a contract that ends because the freelancer deleted their account', async () => {
    const client = await createPayingClient(t);
    const leaving = await createFreelancer(t, { firstName: 'Lata', lastName: 'Iyer' });
    const { contractId, design } = await fixedContract(client, leaving, 'Freelancer left');
    expect(await milestoneRow(design)).toMatchObject({ status: 'funded' });
    expect((await t.request({ method: 'DELETE', url: '/settings/profile', token: leaving.token })).statusCode).toBe(
      200,
    );
    const link = linkToken((await latestMail(t, leaving.email))!.text, '/delete-account');
    expect((await t.request({ method: 'POST', url: '/account/delete', payload: { token: link } })).statusCode).toBe(
      200,
    );

    expect((await contractOf(client, contractId)).milestones[0]).toMatchObject({ id: design, status: 'cancelled' });
    const [refund] = await refundsOf((await invoiceOf(design))!.id);
    expect(refund).toMatchObject({ totalMinor: DESIGN_TOTAL, status: 'succeeded' });
  });
});
