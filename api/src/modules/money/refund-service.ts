import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { charges, contracts, invoiceLines, invoices, moneyTransactions, refunds, releases } from '../../db/schema';
import { addCreditEntry } from '../credit-ledger';
import { ABANDONED_CHARGE_MS, providerDown } from './charge-service';
import { priceRefund, type PricedCharge, type TaxTreatment } from './pricing';

export type RefundReason = (typeof refunds.reason.enumValues)[number];
type InvoiceRow = typeof invoices.$inferSelect;

/** The idempotency key of an invoice's nth refund, written before the provider hears of it. */
export function refundKey(invoiceId: number, sequence: number): string {
  return `talentindia-invoice-${invoiceId}-refund-${sequence}`;
}

/** The invoice as it was priced, from its row and lines (the rates it was issued with). */
async function pricedOf(db: Database, invoice: InvoiceRow): Promise<PricedCharge> {
  const lines = await db
    .select({ kind: invoiceLines.kind, amountMinor: invoiceLines.amountMinor, rateBps: invoiceLines.rateBps })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const treatment: TaxTreatment =
    invoice.taxTreatment === 'none'
      ? { kind: 'none' }
      : invoice.taxTreatment === 'cgst_sgst'
        ? { kind: 'cgst_sgst', stateCode: invoice.placeOfSupply ?? '' }
        : { kind: 'igst', stateCode: invoice.placeOfSupply };
  return {
    currency: invoice.currency,
    workMinor: invoice.workMinor,
    feeMinor: invoice.feeMinor,
    taxMinor: invoice.taxMinor,
    totalMinor: invoice.totalMinor,
    lines,
    treatment,
  };
}

/** What was refunded of an invoice so far, part by part. */
async function refundedOf(db: Database, invoiceId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      work: sql<string>`coalesce(sum(${refunds.workMinor}), 0)`,
      fee: sql<string>`coalesce(sum(${refunds.feeMinor}), 0)`,
      tax: sql<string>`coalesce(sum(${refunds.taxMinor}), 0)`,
      credits: sql<string>`coalesce(sum(${refunds.creditsMinor}), 0)`,
      card: sql<string>`coalesce(sum(${refunds.cardMinor}), 0)`,
    })
    .from(refunds)
    .where(eq(refunds.invoiceId, invoiceId));
  return {
    count: Number(row?.count ?? 0),
    workMinor: Number(row?.work ?? 0),
    feeMinor: Number(row?.fee ?? 0),
    taxMinor: Number(row?.tax ?? 0),
    creditsMinor: Number(row?.credits ?? 0),
    cardMinor: Number(row?.card ?? 0),
  };
}

/** The invoice's succeeded charge (its card part was paid by it), if any. */
async function paidCharge(db: Database, invoiceId: number) {
  const [charge] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.invoiceId, invoiceId), eq(charges.status, 'succeeded')));
  return charge ?? null;
}

/** The refund's row for the reports: negative amounts, once per refund. */
async function recordRefund(app: FastifyInstance, db: Database, refund: typeof refunds.$inferSelect) {
  const [row] = await db
    .select({ invoice: invoices, contractType: contracts.type })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(eq(invoices.id, refund.invoiceId));
  const invoice = row!.invoice;
  await db
    .insert(moneyTransactions)
    .values({
      clientId: invoice.clientId,
      freelancerId: invoice.freelancerId,
      contractId: invoice.contractId,
      invoiceId: invoice.id,
      refundId: refund.id,
      contractType: row!.contractType,
      kind: 'refund',
      currency: refund.currency,
      workMinor: -refund.workMinor,
      feeMinor: -refund.feeMinor,
      taxMinor: -refund.taxMinor,
      creditsMinor: -refund.creditsMinor,
      totalMinor: -refund.totalMinor,
      description: `Refund: ${invoice.description}`,
      occurredAt: app.clock.now(),
    })
    .onConflictDoNothing();
}

/**
 * Decides a refund of `workMinor` of a paid invoice's work, with its share of the fee and GST, in
 * `db` (the caller's transaction, which cancels the milestone or settles the dispute with it). What
 * takes the rest of the invoice's work takes exactly the rest of its fee and tax, so refunds never
 * add up to more than was paid. Credits go back first (the ledger entry is written here), then the
 * card: that part is pending until `collectRefund` has the provider confirm it. Credits are never
 * turned into money on a card. Throws when the invoice is not paid or less work is left than asked.
 */
export async function refundInvoice(
  app: FastifyInstance,
  db: Database,
  request: { invoiceId: number; workMinor: number; reason: RefundReason },
): Promise<typeof refunds.$inferSelect> {
  // Refunds of one invoice are decided one after the other (the invoice row itself never changes).
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, request.invoiceId)).for('update');
  if (!invoice) throw new Error(`No invoice ${request.invoiceId}`);
  const charge = invoice.cardMinor > 0 ? await paidCharge(db, invoice.id) : null;
  if (invoice.cardMinor > 0 && !charge) throw new Error(`Invoice ${invoice.id} is not paid: nothing to refund`);
  const refunded = await refundedOf(db, invoice.id);
  const workLeft = invoice.workMinor - refunded.workMinor;
  if (!Number.isSafeInteger(request.workMinor) || request.workMinor <= 0 || request.workMinor > workLeft)
    throw new RangeError(
      `Between 1 and ${workLeft} of invoice ${invoice.id}'s work can be refunded, not ${request.workMinor}`,
    );
  const priced = request.workMinor === workLeft ? null : priceRefund(await pricedOf(db, invoice), request.workMinor);
  const amounts = priced
    ? { workMinor: -priced.workMinor, feeMinor: -priced.feeMinor, taxMinor: -priced.taxMinor }
    : {
        workMinor: workLeft,
        feeMinor: invoice.feeMinor - refunded.feeMinor,
        taxMinor: invoice.taxMinor - refunded.taxMinor,
      };
  const totalMinor = amounts.workMinor + amounts.feeMinor + amounts.taxMinor;
  const creditsMinor = Math.min(totalMinor, invoice.creditsMinor - refunded.creditsMinor);
  const cardMinor = totalMinor - creditsMinor;
  const [refund] = await db
    .insert(refunds)
    .values({
      invoiceId: invoice.id,
      chargeId: cardMinor > 0 ? charge!.id : null,
      idempotencyKey: refundKey(invoice.id, refunded.count + 1),
      reason: request.reason,
      currency: invoice.currency,
      ...amounts,
      totalMinor,
      creditsMinor,
      cardMinor,
      status: cardMinor > 0 ? 'pending' : 'succeeded',
      createdAt: app.clock.now(),
      settledAt: cardMinor > 0 ? null : app.clock.now(),
    })
    .returning();
  if (creditsMinor > 0) {
    await addCreditEntry(
      app,
      {
        userId: invoice.clientId,
        currency: invoice.currency,
        amountMinor: creditsMinor,
        kind: 'refund',
        reference: `refund-${refund!.id}`,
        description: `Refund of invoice ${invoice.number}`,
      },
      db,
    );
  }
  if (refund!.status === 'succeeded') await recordRefund(app, db, refund!);
  return refund!;
}

/**
 * Has the provider give a refund's card part back (outside any transaction), with the key saved
 * when it was decided, and records that it was. Safe to call again: the provider refunds once per key.
 */
export async function collectRefund(app: FastifyInstance, refundId: number): Promise<typeof refunds.$inferSelect> {
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw new Error(`No refund ${refundId}`);
  if (refund.status !== 'pending') return refund;
  const [charge] = await app.db.select().from(charges).where(eq(charges.id, refund.chargeId!));
  const result = await app.payments.refund({
    chargeId: charge!.providerChargeId!,
    amountMinor: refund.cardMinor,
    idempotencyKey: refund.idempotencyKey,
    metadata: { refund_id: String(refund.id), invoice_id: String(refund.invoiceId) },
  });
  // A refund the provider accepted is given back (Stripe's `pending` is a refund on its way); one it
  // refused is asked again at the next run.
  if (result.status === 'failed') throw new Error(`The provider refused refund ${refund.id}; it is tried again later`);
  return app.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId: result.refundId, settledAt: app.clock.now() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (!settled) return (await tx.select().from(refunds).where(eq(refunds.id, refund.id)))[0]!;
    await recordRefund(app, tx, settled);
    return settled;
  });
}

/** Finishes the refunds whose card part a stopped process left pending (see `reconcileCharges`). */
export async function reconcileRefunds(app: FastifyInstance): Promise<{ settled: number; left: number }> {
  const before = new Date(app.clock.now().getTime() - ABANDONED_CHARGE_MS);
  const pending = await app.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.createdAt, before)))
    .orderBy(refunds.id)
    .limit(500);
  let settled = 0;
  for (const [index, { id }] of pending.entries()) {
    try {
      await collectRefund(app, id);
      settled += 1;
    } catch (error) {
      app.log.warn(
        `A pending refund could not be finished now (${(error as Error).message}); the next run tries again.`,
      );
      // The provider unreachable: the rest waits too. Anything else concerns this refund only.
      if (providerDown(error)) return { settled, left: pending.length - index };
    }
  }
  return { settled, left: 0 };
}

/**
 * Pays the freelancer from a paid invoice (the client approved the milestone, or the week's review
 * ended), in `db`: the work less what was refunded, once per invoice however often it is asked.
 */
export async function releaseInvoice(app: FastifyInstance, db: Database, invoiceId: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) throw new Error(`No invoice ${invoiceId}`);
  const refunded = await refundedOf(db, invoiceId);
  await db
    .insert(releases)
    .values({
      invoiceId,
      freelancerId: invoice.freelancerId,
      currency: invoice.currency,
      amountMinor: invoice.workMinor - refunded.workMinor,
      releasedAt: app.clock.now(),
    })
    .onConflictDoNothing();
  const [release] = await db.select().from(releases).where(eq(releases.invoiceId, invoiceId));
  return release!;
}
