import { eq, sql } from 'drizzle-orm';
import { creditEntries, moneyTransactions, refunds, releases, testProviderRefunds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { settableClock } from '../contracts/hiring-testing';
import { creditBalance } from '../credit-ledger';
import { ABANDONED_CHARGE_MS, collectCharge } from './charge-service';
import { contractFor, issue, milestoneRequest } from './money-testing';
import { collectRefund, reconcileRefunds, refundInvoice, releaseInvoice } from './refund-service';

/**
 * Issue 19 §1: a funded milestone cancelled before submission is refunded (credits back to the
 * ledger, the card part through the provider's refund), disputed hours are refunded in part, and
 * what is approved is released to the freelancer, less what was refunded.
 */
const clock = settableClock('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());

/** A paid invoice: work 300.00, fee 15.00, IGST 2.70 (a client in Goa), 100.00 of it from credits. */
async function paidInvoice() {
  const parties = await contractFor(t, { country: 'IN', state: 'Goa', credits: 10000 });
  const issued = await issue(t, milestoneRequest(parties));
  await collectCharge(t.app, issued.chargeId!);
  return { parties, invoiceId: issued.invoiceId };
}

const refund = (invoiceId: number, workMinor: number) =>
  t.app.db.transaction((tx) => refundInvoice(t.app, tx, { invoiceId, workMinor, reason: 'milestone_cancelled' }));

async function transactionsOf(invoiceId: number) {
  return t.app.db
    .select({
      kind: moneyTransactions.kind,
      totalMinor: moneyTransactions.totalMinor,
      workMinor: moneyTransactions.workMinor,
    })
    .from(moneyTransactions)
    .where(eq(moneyTransactions.invoiceId, invoiceId))
    .orderBy(moneyTransactions.id);
}

describe('refunds', () => {
  it('gives all of it back: the credits to the ledger at once, the card part through the provider', async () => {
    const { parties, invoiceId } = await paidInvoice();
    const decided = await refund(invoiceId, 30000);
    // Total 317.70: 100.00 was credits, 217.70 the card.
    expect(decided).toMatchObject({
      workMinor: 30000,
      feeMinor: 1500,
      taxMinor: 270,
      totalMinor: 31770,
      creditsMinor: 10000,
      cardMinor: 21770,
      status: 'pending',
    });
    expect(await creditBalance(t.app, parties.client.id, 'USD')).toBe(10000);
    // The reports see it once the card part is back.
    expect(await transactionsOf(invoiceId)).toEqual([{ kind: 'payment', totalMinor: 31770, workMinor: 30000 }]);
    const settled = await collectRefund(t.app, decided.id);
    expect(settled.status).toBe('succeeded');
    expect(await transactionsOf(invoiceId)).toEqual([
      { kind: 'payment', totalMinor: 31770, workMinor: 30000 },
      { kind: 'refund', totalMinor: -31770, workMinor: -30000 },
    ]);
    const [provider] = await t.app.db
      .select({ amount: testProviderRefunds.amountMinor })
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.idempotencyKey, decided.idempotencyKey));
    expect(provider!.amount).toBe(21770);
    await expect(refund(invoiceId, 1)).rejects.toThrow(/Between 1 and 0/);
  });

  it('refunds in parts that never add up to more than was paid, and releases the rest to the freelancer', async () => {
    const { parties, invoiceId } = await paidInvoice();
    // 100.01 of the work: fee 5.0005 → 5.00; IGST 18% of 5.00 = 0.90; 105.91, all from the credits.
    const first = await refund(invoiceId, 10001);
    expect(first).toMatchObject({
      workMinor: 10001,
      feeMinor: 500,
      taxMinor: 90,
      totalMinor: 10591,
      creditsMinor: 10000,
      cardMinor: 591,
    });
    // The rest takes exactly the rest of the fee and the tax.
    const second = await refund(invoiceId, 10000);
    const third = await refund(invoiceId, 9999);
    const [sum] = await t.app.db
      .select({ total: sql<string>`sum(${refunds.totalMinor})`, credits: sql<string>`sum(${refunds.creditsMinor})` })
      .from(refunds)
      .where(eq(refunds.invoiceId, invoiceId));
    expect(Number(sum!.total)).toBe(31770);
    expect(Number(sum!.credits)).toBe(10000);
    expect(second.creditsMinor + third.creditsMinor).toBe(0);
    const release = await t.app.db.transaction((tx) => releaseInvoice(t.app, tx, invoiceId));
    expect(release).toMatchObject({ amountMinor: 0, freelancerId: parties.freelancer.id });
  });

  it('releases the work less what was refunded, once however often it is asked', async () => {
    const { parties, invoiceId } = await paidInvoice();
    await refund(invoiceId, 5000);
    const releasedTwice = await Promise.all([
      t.app.db.transaction((tx) => releaseInvoice(t.app, tx, invoiceId)),
      t.app.db.transaction((tx) => releaseInvoice(t.app, tx, invoiceId)),
    ]);
    expect(releasedTwice[0]).toEqual(releasedTwice[1]);
    const rows = await t.app.db.select().from(releases).where(eq(releases.freelancerId, parties.freelancer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountMinor).toBe(25000);
  });

  it('finishes a refund whose card part a stopped process left pending, refunding the card once', async () => {
    const { parties, invoiceId } = await paidInvoice();
    const decided = await refund(invoiceId, 30000);
    expect(await reconcileRefunds(t.app)).toEqual({ settled: 0, left: 0 });
    clock.set(new Date(clock.now().getTime() + ABANDONED_CHARGE_MS + 1000).toISOString());
    try {
      // This one, and the other tests' refunds left pending.
      expect(await reconcileRefunds(t.app)).toMatchObject({ left: 0 });
    } finally {
      clock.set('2026-03-02T09:00:00Z');
    }
    const [finished] = await t.app.db.select().from(refunds).where(eq(refunds.id, decided.id));
    expect(finished!.status).toBe('succeeded');
    await collectRefund(t.app, decided.id);
    const providerRefunds = await t.app.db
      .select()
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.idempotencyKey, decided.idempotencyKey));
    expect(providerRefunds).toHaveLength(1);
    const [ledger] = await t.app.db
      .select({ total: sql<string>`sum(${creditEntries.amountMinor})` })
      .from(creditEntries)
      .where(eq(creditEntries.userId, parties.client.id));
    expect(await creditBalance(t.app, parties.client.id, 'USD')).toBe(Number(ledger!.total));
  });

  it('refuses to refund an invoice that is not paid', async () => {
    const parties = await contractFor(t, { card: '4000 0000 0000 0341' });
    const issued = await issue(t, milestoneRequest(parties));
    await collectCharge(t.app, issued.chargeId!);
    await expect(refund(issued.invoiceId, 30000)).rejects.toThrow(/not paid/);
  });
});
