import { asc, count, eq, sql } from 'drizzle-orm';
import {
  charges,
  creditEntries,
  invoiceLines,
  invoiceVoids,
  invoices,
  moneyTransactions,
  scheduledTasks,
  testProviderCharges,
} from '../../db/schema';
import { settableClock } from '../contracts/hiring-testing';
import { creditBalance } from '../credit-ledger';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CHARGE_CANCELLED, type TestPaymentsProvider } from '../../services/payments';
import { ABANDONED_CHARGE_MS, collectCharge, reconcileCharges, settleCharge } from './charge-service';
import { reconcileChargesTask } from './money-tasks';
import { cancelWaitingAttempt, voidInvoice } from './invoice-payments';
import { contractFor, issue, milestoneRequest, TEST_CARDS } from './money-testing';

/**
 * Issue 19 §1 and §3: an invoice is priced, numbered and paid from credits first, then the default
 * card through the payments interface, with its idempotency key saved before the provider is asked.
 */
const clock = settableClock('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());

async function invoiceRow(id: number) {
  const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

async function linesOf(invoiceId: number) {
  return t.app.db
    .select({ kind: invoiceLines.kind, rateBps: invoiceLines.rateBps, amountMinor: invoiceLines.amountMinor })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

async function paymentsOf(invoiceId: number) {
  return t.app.db.select().from(moneyTransactions).where(eq(moneyTransactions.invoiceId, invoiceId));
}

/** The ledger's balance is the sum of its entries, read both ways. */
async function expectLedgerBalanced(userId: number) {
  const [sum] = await t.app.db
    .select({ total: sql<string>`coalesce(sum(${creditEntries.amountMinor}), 0)` })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  expect(await creditBalance(t.app, userId, 'USD')).toBe(Number(sum!.total));
}

describe('issuing and paying an invoice', () => {
  it('uses the credits first, then charges the default card for the rest (a client in Goa: IGST)', async () => {
    const parties = await contractFor(t, { country: 'IN', state: 'Goa', credits: 10000 });
    const issued = await issue(t, milestoneRequest(parties));
    // Work 300.00; fee 5% = 15.00; IGST 18% of the fee = 2.70; total 317.70; credits 100.00; card 217.70.
    expect(issued).toMatchObject({ totalMinor: 31770, creditsMinor: 10000, cardMinor: 21770 });
    expect(await linesOf(issued.invoiceId)).toEqual([
      { kind: 'work', rateBps: null, amountMinor: 30000 },
      { kind: 'fee', rateBps: 500, amountMinor: 1500 },
      { kind: 'igst', rateBps: 1800, amountMinor: 270 },
    ]);
    const invoice = await invoiceRow(issued.invoiceId);
    expect(invoice).toMatchObject({ taxTreatment: 'igst', placeOfSupply: '30', feeMinor: 1500, taxMinor: 270 });
    expect(invoice.billedTo).toMatchObject({ name: 'Asha Rao', state: 'Goa', country: 'India' });
    expect(await paymentsOf(issued.invoiceId)).toEqual([]);

    const charge = await collectCharge(t.app, issued.chargeId!);
    expect(charge).toMatchObject({ status: 'succeeded', amountMinor: 21770, cardLast4: '4242' });
    expect(await paymentsOf(issued.invoiceId)).toMatchObject([
      { kind: 'payment', workMinor: 30000, feeMinor: 1500, taxMinor: 270, creditsMinor: 10000, totalMinor: 31770 },
    ]);
    expect(await creditBalance(t.app, parties.client.id, 'USD')).toBe(0);
    await expectLedgerBalanced(parties.client.id);
  });

  it('charges CGST and SGST in the platform’s state, no GST outside India, and nothing to the card when credits cover it', async () => {
    const karnataka = await contractFor(t, { country: 'IN', state: 'Karnataka', credits: 100000 });
    const local = await issue(t, milestoneRequest(karnataka));
    expect(await linesOf(local.invoiceId)).toEqual([
      { kind: 'work', rateBps: null, amountMinor: 30000 },
      { kind: 'fee', rateBps: 500, amountMinor: 1500 },
      { kind: 'cgst', rateBps: 900, amountMinor: 135 },
      { kind: 'sgst', rateBps: 900, amountMinor: 135 },
    ]);
    // All from credits: paid at once, no charge.
    expect(local).toMatchObject({ totalMinor: 31770, creditsMinor: 31770, cardMinor: 0, chargeId: null });
    expect(await paymentsOf(local.invoiceId)).toHaveLength(1);

    const abroad = await contractFor(t, { country: 'US', state: 'California' });
    const export_ = await issue(t, milestoneRequest(abroad));
    expect(await linesOf(export_.invoiceId)).toEqual([
      { kind: 'work', rateBps: null, amountMinor: 30000 },
      { kind: 'fee', rateBps: 500, amountMinor: 1500 },
    ]);
    expect(await invoiceRow(export_.invoiceId)).toMatchObject({ taxTreatment: 'none', placeOfSupply: null });
  });

  it('numbers invoices consecutively within a financial year, starting again on 1 April in India', async () => {
    const parties = await contractFor(t, { credits: 1_000_000 });
    clock.set('2027-03-31T18:29:59Z'); // 23:59:59 on 31 March in India
    const last = await issue(t, milestoneRequest(parties, 0));
    clock.set('2027-03-31T18:30:00Z'); // midnight: financial year 2027-28
    const first = await issue(t, milestoneRequest(parties, 1));
    clock.set('2026-03-02T09:00:00Z');
    expect(last.number).toMatch(/^TI\/2627\/\d{8}$/);
    expect(first.number).toBe('TI/2728/00000001');
    const numbers = (
      await t.app.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.financialYear, '2026-27'))
    )
      .map((row) => Number(row.number.slice(-8)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_value, index) => index + 1));
  });

  it('gives each milestone one invoice, however many ask at once, and spends the credits once', async () => {
    const parties = await contractFor(t, { credits: 5000 });
    const attempts = await Promise.allSettled(Array.from({ length: 20 }, () => issue(t, milestoneRequest(parties))));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.app.db
      .select({ value: count() })
      .from(invoices)
      .where(eq(invoices.milestoneId, parties.contract.milestones[0]!.id));
    expect(rows[0]!.value).toBe(1);
    expect(await creditBalance(t.app, parties.client.id, 'USD')).toBe(0);
    await expectLedgerBalanced(parties.client.id);
  });
});

describe('the card’s answer', () => {
  it('leaves the invoice unpaid when the card is declined', async () => {
    const parties = await contractFor(t, { card: TEST_CARDS.declinesCharges });
    const issued = await issue(t, milestoneRequest(parties));
    const charge = await collectCharge(t.app, issued.chargeId!);
    expect(charge).toMatchObject({ status: 'declined', declineCode: 'generic_decline' });
    expect(await paymentsOf(issued.invoiceId)).toEqual([]);
  });

  it('waits for the cardholder when the card needs authentication, and is paid once they complete it', async () => {
    const parties = await contractFor(t, { card: TEST_CARDS.authenticates });
    const issued = await issue(t, milestoneRequest(parties));
    const waiting = await collectCharge(t.app, issued.chargeId!);
    expect(waiting.status).toBe('requires_action');
    expect(await paymentsOf(issued.invoiceId)).toEqual([]);
    const provider = t.app.payments as TestPaymentsProvider;
    const { clientSecret } = await provider.retrieveCharge(waiting.providerChargeId!);
    await provider.confirmChargeAuthentication(clientSecret!);
    const paid = await settleCharge(t.app, waiting.id, await provider.retrieveCharge(waiting.providerChargeId!));
    expect(paid.status).toBe('succeeded');
    expect(await paymentsOf(issued.invoiceId)).toHaveLength(1);
  });
});

describe('voiding an invoice whose payment waits for the cardholder', () => {
  const providerRow = async (chargeId: string) =>
    (await t.app.db.select().from(testProviderCharges).where(eq(testProviderCharges.id, chargeId)))[0]!;
  const voidIn = (invoiceId: number, cancelledAtProvider: number[]) =>
    t.app.db.transaction((tx) => voidInvoice(t.app, tx, invoiceId, 'in flight', new Set(cancelledAtProvider)));

  it('voids it only once the provider cancelled the payment, which can then no longer be completed', async () => {
    const parties = await contractFor(t, { card: TEST_CARDS.authenticates });
    const issued = await issue(t, milestoneRequest(parties));
    const waiting = await collectCharge(t.app, issued.chargeId!);
    expect(waiting.status).toBe('requires_action');
    await expect(voidIn(issued.invoiceId, [])).rejects.toMatchObject({ statusCode: 409, message: 'in flight' });

    expect(await cancelWaitingAttempt(t.app, issued.invoiceId)).toBe(waiting.id);
    expect(await providerRow(waiting.providerChargeId!)).toMatchObject({
      status: 'declined',
      declineCode: CHARGE_CANCELLED,
    });
    await voidIn(issued.invoiceId, [waiting.id]);
    const [ended] = await t.app.db.select().from(charges).where(eq(charges.id, waiting.id));
    expect(ended).toMatchObject({ status: 'failed', declineCode: 'invoice_cancelled' });
    expect(await t.app.db.select().from(invoiceVoids).where(eq(invoiceVoids.invoiceId, issued.invoiceId))).toHaveLength(
      1,
    );
    expect(await cancelWaitingAttempt(t.app, issued.invoiceId)).toBeNull();
    expect(await paymentsOf(issued.invoiceId)).toEqual([]);
  });

  it('records the payment instead when the cardholder completed it before the cancel arrived', async () => {
    const parties = await contractFor(t, { card: TEST_CARDS.authenticates });
    const issued = await issue(t, milestoneRequest(parties));
    const waiting = await collectCharge(t.app, issued.chargeId!);
    const provider = t.app.payments as TestPaymentsProvider;
    await provider.confirmChargeAuthentication(
      (await provider.retrieveCharge(waiting.providerChargeId!)).clientSecret!,
    );
    expect(await cancelWaitingAttempt(t.app, issued.invoiceId)).toBeNull();
    const [paid] = await t.app.db.select().from(charges).where(eq(charges.id, waiting.id));
    expect(paid).toMatchObject({ status: 'succeeded' });
    expect(await paymentsOf(issued.invoiceId)).toHaveLength(1);
  });
});

describe('crashes and retries', () => {
  async function providerChargesFor(key: string) {
    const rows = await t.app.db
      .select({ value: count() })
      .from(testProviderCharges)
      .where(eq(testProviderCharges.idempotencyKey, key));
    return rows[0]!.value;
  }

  it('finishes a charge a stopped request left pending, charging the card once', async () => {
    const parties = await contractFor(t, {});
    const issued = await issue(t, milestoneRequest(parties));
    const [charge] = await t.app.db.select().from(charges).where(eq(charges.id, issued.chargeId!));
    // The process stopped after the provider charged the card and before it recorded the answer.
    await t.app.payments.charge({
      customerId: await t.app.payments.ensureCustomer({
        id: parties.client.id,
        email: parties.client.email,
        firstName: 'Asha',
        lastName: 'Rao',
      }),
      paymentMethodId: charge!.providerPaymentMethodId,
      amountMinor: charge!.amountMinor,
      currency: 'USD',
      idempotencyKey: charge!.idempotencyKey,
      description: 'the first call',
      metadata: {},
    });
    expect(await reconcileCharges(t.app)).toEqual({ settled: 0, left: 0 }); // too recent: maybe still in flight
    clock.set(new Date(clock.now().getTime() + ABANDONED_CHARGE_MS + 1000).toISOString());
    expect(await reconcileCharges(t.app)).toMatchObject({ left: 0 });
    clock.set('2026-03-02T09:00:00Z');
    const [settled] = await t.app.db.select().from(charges).where(eq(charges.id, issued.chargeId!));
    expect(settled!.status).toBe('succeeded');
    expect(await providerChargesFor(charge!.idempotencyKey)).toBe(1);
    expect(await paymentsOf(issued.invoiceId)).toHaveLength(1);
  });

  it('ends an attempt whose card was removed since it was opened, charging nothing', async () => {
    const parties = await contractFor(t, {});
    const issued = await issue(t, milestoneRequest(parties));
    const [charge] = await t.app.db.select().from(charges).where(eq(charges.id, issued.chargeId!));
    await t.app.payments.detach(charge!.providerPaymentMethodId, 'test-detach');
    const failed = await collectCharge(t.app, issued.chargeId!);
    expect(failed).toMatchObject({ status: 'failed', declineCode: 'payment_method_unavailable' });
    expect(await providerChargesFor(charge!.idempotencyKey)).toBe(0);
    expect(await paymentsOf(issued.invoiceId)).toEqual([]);
  });

  it('runs the reconciler every minute, once across the api processes', async () => {
    const [task] = await t.app.db
      .select()
      .from(scheduledTasks)
      .where(eq(scheduledTasks.name, reconcileChargesTask.name));
    expect(task).toBeDefined();
    expect(reconcileChargesTask.schedule).toBe('* * * * *');
  });

  it('charges once and records one payment when the same charge is collected 20 times at once', async () => {
    const parties = await contractFor(t, {});
    const issued = await issue(t, milestoneRequest(parties));
    const answers = await Promise.all(Array.from({ length: 20 }, () => collectCharge(t.app, issued.chargeId!)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(['succeeded']));
    const [charge] = await t.app.db.select().from(charges).where(eq(charges.id, issued.chargeId!));
    expect(await providerChargesFor(charge!.idempotencyKey)).toBe(1);
    expect(await paymentsOf(issued.invoiceId)).toHaveLength(1);
  });
});
