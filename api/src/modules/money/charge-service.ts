import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { qualified } from '../../db/list-queries';
import { HttpError } from '../../http-error';
import { charges, invoiceVoids, invoices, users } from '../../db/schema';
import type { ChargeResult } from '../../services/payments';
import { invoicePaid } from './invoice-paid';
import { tellClientOfCharge } from './money-notices';

export type ChargeRow = typeof charges.$inferSelect;
export type ChargeOutcome = ChargeRow['status'];

/**
 * Records what the provider answered for a charge, once: a charge moves from pending (or waiting for
 * the cardholder) to its outcome a single time, so of two processes settling it (a request and the
 * reconciler) one writes and the other reads what was written. A succeeded charge pays its invoice.
 */
export async function settleCharge(app: FastifyInstance, chargeId: number, result: ChargeResult): Promise<ChargeRow> {
  return app.db.transaction(async (tx) => {
    const now = app.clock.now();
    const [settled] = await tx
      .update(charges)
      .set({
        status: result.status,
        providerChargeId: result.chargeId,
        declineCode: result.declineCode,
        settledAt: result.status === 'requires_action' ? null : now,
      })
      .where(and(eq(charges.id, chargeId), inArray(charges.status, ['pending', 'requires_action'])))
      .returning();
    if (!settled) {
      const [current] = await tx.select().from(charges).where(eq(charges.id, chargeId));
      return current!;
    }
    if (settled.status === 'succeeded') await invoicePaid(app, tx, settled.invoiceId);
    else await tellClientOfCharge(app, tx, settled);
    return settled;
  });
}

/**
 * Asks the provider for a charge opened by `openCharge` (outside any transaction: the provider's
 * answer can take seconds) and records the answer. Safe to call again for the same charge, from
 * the request that opened it or from the reconciler after a crash: the provider is asked with the
 * key saved before the first call, and answers with the same charge, never a second one.
 */
export async function collectCharge(app: FastifyInstance, chargeId: number): Promise<ChargeRow> {
  // The charge with whom the provider's customer is for (made when the card was saved; this finds it).
  const [row] = await app.db
    .select({
      charge: charges,
      client: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(charges)
    .innerJoin(users, eq(users.id, charges.clientId))
    .where(eq(charges.id, chargeId));
  if (!row) throw new Error(`No charge ${chargeId}`);
  const { charge, client } = row;
  if (charge.status !== 'pending') return charge;
  const customerId = await app.payments.ensureCustomer(client);
  let result: ChargeResult;
  try {
    result = await app.payments.charge({
      customerId,
      paymentMethodId: charge.providerPaymentMethodId,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      idempotencyKey: charge.idempotencyKey,
      description: `TalentIndia invoice payment (charge ${charge.id})`,
      metadata: { charge_id: String(charge.id), invoice_id: String(charge.invoiceId) },
    });
  } catch (error) {
    // The card was removed (or is no longer the customer's) since the charge was opened: this
    // attempt cannot be made, and the invoice waits to be paid with another card. Anything else
    // (the provider unreachable) leaves it pending for the reconciler.
    if (error instanceof HttpError && error.statusCode === 422)
      return failCharge(app, charge.id, 'payment_method_unavailable');
    throw error;
  }
  return settleCharge(app, charge.id, result);
}

/** Ends a pending charge that could not be made at all; nothing was charged. */
async function failCharge(app: FastifyInstance, chargeId: number, reason: string): Promise<ChargeRow> {
  return app.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(charges)
      .set({ status: 'failed', declineCode: reason, settledAt: app.clock.now() })
      .where(and(eq(charges.id, chargeId), eq(charges.status, 'pending')))
      .returning();
    if (failed) await tellClientOfCharge(app, tx, failed);
    return failed ?? (await tx.select().from(charges).where(eq(charges.id, chargeId)))[0]!;
  });
}

/** Whether a failure means the provider cannot be reached now (the rest waits for the next run). */
export function providerDown(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 503;
}

/** A pending charge older than this was left by a request that stopped (a crash): the reconciler finishes it. */
export const ABANDONED_CHARGE_MS = 60_000;

/**
 * Finishes the charges a stopped process left pending: each is asked of the provider again with its
 * saved key (answered with the charge made before, if it was), and the answer recorded. A provider
 * that cannot be reached leaves the rest for the next run.
 */
export async function reconcileCharges(app: FastifyInstance): Promise<{ settled: number; left: number }> {
  const before = new Date(app.clock.now().getTime() - ABANDONED_CHARGE_MS);
  const pending = await app.db
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.status, 'pending'), lte(charges.createdAt, before)))
    .orderBy(charges.id)
    .limit(500);
  let settled = 0;
  for (const [index, { id }] of pending.entries()) {
    try {
      await collectCharge(app, id);
      settled += 1;
    } catch (error) {
      app.log.warn(
        `A pending charge could not be finished now (${(error as Error).message}); the next run tries again.`,
      );
      // The provider unreachable: the rest waits too. Anything else concerns this charge only.
      if (providerDown(error)) return { settled, left: pending.length - index };
    }
  }
  return { settled, left: 0 };
}

/** Whether an invoice is paid: credits covered it when it was issued, or one of its charges succeeded. */
export async function isInvoicePaid(db: Database, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({
      // Columns named with their tables: unqualified, "id" inside the subquery would be the charge's.
      paid: sql<boolean>`${qualified(invoices.cardMinor)} = 0 or exists (select 1 from ${charges}
        where ${qualified(charges.invoiceId)} = ${qualified(invoices.id)} and ${qualified(charges.status)} = 'succeeded')`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.paid === true;
}
/** Whether an invoice was voided (its milestone cancelled before it was paid). */
export async function isInvoiceVoid(db: Database, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invoiceVoids.id })
    .from(invoiceVoids)
    .where(eq(invoiceVoids.invoiceId, invoiceId));
  return row !== undefined;
}
