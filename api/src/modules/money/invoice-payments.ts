import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moneyMessages as mm, type Invoice } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { charges, invoiceVoids, invoices, refunds } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { TestPaymentsProvider, type ChargeResult } from '../../services/payments';
import { z } from 'zod';
import type { WorkKind } from '../../services/scheduler';
import { addCreditEntry } from '../credit-ledger';
import {
  collectCharge,
  isInvoicePaid,
  isInvoiceVoid,
  providerDown,
  settleCharge,
  type ChargeRow,
} from './charge-service';
import { readInvoice } from './invoice-document';
import { openCharge } from './invoice-service';
import { collectRefund } from './refund-service';

/*
 * Paying an invoice after it was issued (issue 19 §1): again with the default card after a decline,
 * after the cardholder's authentication, or not at all when its milestone is cancelled first (void).
 */

/** How an attempt ended, as the routes answer it: paid (200), not finished yet (202), declined (402). */
export type PaymentOutcome = 'paid' | 'waiting' | 'declined';

/** What a charge's status means for the request that made it. */
export function outcomeOf(charge: Pick<ChargeRow, 'status'> | null): PaymentOutcome {
  if (charge === null || charge.status === 'succeeded') return 'paid';
  if (charge.status === 'declined' || charge.status === 'failed') return 'declined';
  return 'waiting';
}

/** The message of an outcome: "Payment received.", the decline's, or what the client does next. */
export function outcomeMessage(charge: Pick<ChargeRow, 'status'> | null, paid: string = mm.paymentSucceeded): string {
  if (charge === null || charge.status === 'succeeded') return paid;
  if (charge.status === 'declined' || charge.status === 'failed') return mm.paymentDeclined;
  return charge.status === 'requires_action' ? mm.paymentNeedsAuthentication : mm.paymentProcessing;
}

/**
 * Collects a charge opened in a committed transaction. A provider that cannot be reached now leaves
 * it pending for the reconciler (the client is told it is processing); anything else is thrown.
 */
export async function collectNow(app: FastifyInstance, chargeId: number): Promise<ChargeRow> {
  try {
    return await collectCharge(app, chargeId);
  } catch (error) {
    if (!providerDown(error)) throw error;
    app.log.warn('A charge was left for the reconciler: the payments provider cannot be reached.');
    const [charge] = await app.db.select().from(charges).where(eq(charges.id, chargeId));
    return charge!;
  }
}

/** The invoice's attempt in flight (with the provider, or waiting for the cardholder), if any. */
export async function openAttempt(db: Database, invoiceId: number): Promise<ChargeRow | null> {
  const [charge] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.invoiceId, invoiceId), inArray(charges.status, ['pending', 'requires_action'])));
  return charge ?? null;
}

/** One of the client's invoices, locked so its attempts are decided one at a time; anyone else's is a 404. */
async function ownInvoice(db: Database, clientId: number, invoiceId: number) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.clientId, clientId)))
    .for('update');
  if (!invoice) throw notFound(mm.invoiceNotFound);
  return invoice;
}

export interface InvoicePaymentResult {
  outcome: PaymentOutcome;
  message: string;
  invoice: Invoice;
}

async function resultOf(app: FastifyInstance, clientId: number, invoiceId: number, charge: ChargeRow) {
  return {
    outcome: outcomeOf(charge),
    message: outcomeMessage(charge),
    invoice: await readInvoice(app, clientId, invoiceId),
  };
}

/**
 * `POST /invoices/:id/pay`: a new attempt to charge an unpaid invoice's card part to the client's
 * default card (a card added since a decline is used), with a new idempotency key saved first. Not
 * for an invoice that is paid, cancelled, or has an attempt in flight (409), nor without a card (422).
 */
export async function payInvoice(app: FastifyInstance, clientId: number, invoiceId: number) {
  const chargeId = await app.db.transaction(async (tx) => {
    const invoice = await ownInvoice(tx, clientId, invoiceId);
    if (await isInvoicePaid(tx, invoice.id)) throw new HttpError(409, mm.invoiceAlreadyPaid);
    if (await isInvoiceVoid(tx, invoice.id)) throw new HttpError(409, mm.invoiceCancelled);
    if (await openAttempt(tx, invoice.id)) throw new HttpError(409, mm.paymentInProgress);
    const opened = await openCharge(app, tx, invoice);
    if (opened === null) throw new HttpError(422, mm.paymentNoCard);
    return opened;
  });
  return resultOf(app, clientId, invoiceId, await collectNow(app, chargeId));
}

/**
 * `POST /invoices/:id/confirm`: the attempt waiting for the cardholder, once they authenticated.
 * With the test provider this is the authentication itself (the page's step sends the charge's
 * client secret, checked against the provider's); with Stripe, Stripe.js did it in the browser and
 * the provider is asked how the charge stands. Either way the answer is recorded once.
 */
export async function confirmInvoice(
  app: FastifyInstance,
  clientId: number,
  invoiceId: number,
  clientSecret: string | undefined,
) {
  const charge = await app.db.transaction(async (tx) => {
    await ownInvoice(tx, clientId, invoiceId);
    const [waiting] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.invoiceId, invoiceId), eq(charges.status, 'requires_action')))
      .orderBy(desc(charges.attempt));
    if (!waiting) {
      if (await isInvoicePaid(tx, invoiceId)) throw new HttpError(409, mm.invoiceAlreadyPaid);
      throw new HttpError(409, mm.nothingToConfirm);
    }
    return waiting;
  });
  const refused = new HttpError(422, mm.confirmationInvalid, { client_secret: mm.confirmationInvalid });
  let result: ChargeResult;
  if (charge.provider === 'test') {
    const provider = app.payments;
    if (!(provider instanceof TestPaymentsProvider) || !clientSecret) throw refused;
    const current = await provider.retrieveCharge(charge.providerChargeId!);
    // The secret must be this charge's: another charge's secret confirms nothing here.
    if (current.clientSecret !== clientSecret) throw refused;
    result = await provider.confirmChargeAuthentication(clientSecret);
  } else {
    result = await app.payments.retrieveCharge(charge.providerChargeId!);
  }
  return resultOf(app, clientId, invoiceId, await settleCharge(app, charge.id, result));
}

/** The key of cancelling an attempt at the provider: made from its charge's key, so an attempt is cancelled once. */
function cancelKey(charge: Pick<ChargeRow, 'idempotencyKey'>): string {
  return `${charge.idempotencyKey}-cancel`;
}

/**
 * Before an unpaid invoice is voided, outside any transaction (the provider's answer can take
 * seconds): an attempt waiting for the cardholder is cancelled at the provider, so it can no longer
 * be completed (a payment page still open, a bank's app). When the cardholder completed it first,
 * the payment is recorded like any other (the invoice is paid: the caller refunds it instead of
 * voiding it). Returns the attempt the provider ended, which `voidInvoice` may then end here; null
 * when none was waiting or it was paid. 503 when the provider cannot be reached: nothing changed.
 */
export async function cancelWaitingAttempt(app: FastifyInstance, invoiceId: number): Promise<number | null> {
  const [waiting] = await app.db
    .select()
    .from(charges)
    .where(and(eq(charges.invoiceId, invoiceId), eq(charges.status, 'requires_action')));
  if (!waiting?.providerChargeId) return null;
  const result = await app.payments.cancelCharge(waiting.providerChargeId, cancelKey(waiting));
  if (result.status === 'succeeded') {
    await settleCharge(app, waiting.id, result);
    return null;
  }
  return result.status === 'declined' ? waiting.id : null;
}

/**
 * Voids an unpaid invoice in `db` (the caller's transaction, which cancels its milestone): the
 * credits it took are given back, an attempt waiting for the cardholder is ended, and no attempt can
 * be made again. Once per invoice. Throws a 409 (`inFlight`) while an attempt is with the provider
 * (its answer decides first), and while one waits for the cardholder unless the provider already
 * cancelled it (`cancelledAtProvider`, from `cancelWaitingAttempt`): a live payment intent is never
 * left behind a void. The caller refunds a paid invoice instead.
 */
export async function voidInvoice(
  app: FastifyInstance,
  db: Database,
  invoiceId: number,
  inFlight: string,
  cancelledAtProvider: ReadonlySet<number>,
) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice) throw new Error(`No invoice ${invoiceId}`);
  if (await isInvoicePaid(db, invoiceId)) throw new Error(`Invoice ${invoiceId} is paid: refund it instead`);
  const attempt = await openAttempt(db, invoiceId);
  if (attempt && !cancelledAtProvider.has(attempt.id)) throw new HttpError(409, inFlight);
  const now = app.clock.now();
  if (attempt) {
    await db
      .update(charges)
      .set({ status: 'failed', declineCode: 'invoice_cancelled', settledAt: now })
      .where(and(eq(charges.id, attempt.id), eq(charges.status, 'requires_action')));
  }
  const [voided] = await db
    .insert(invoiceVoids)
    .values({ invoiceId, creditsReturnedMinor: invoice.creditsMinor, voidedAt: now })
    .onConflictDoNothing()
    .returning({ id: invoiceVoids.id });
  if (voided && invoice.creditsMinor > 0) {
    await addCreditEntry(
      app,
      {
        userId: invoice.clientId,
        currency: invoice.currency,
        amountMinor: invoice.creditsMinor,
        kind: 'refund',
        reference: `invoice-${invoiceId}-void`,
        description: `Invoice ${invoice.number} cancelled: ${invoice.description}`,
        createdAt: now,
      },
      db,
    );
  }
}

/**
 * Voids an unpaid invoice whose milestone was cancelled where the provider could not be asked first
 * (an account's erasure): its payment waiting for the cardholder is cancelled at the provider, then
 * the invoice voided and its credits returned. If the cardholder paid first, the payment is recorded
 * (and the cancelled milestone's payment refunded as it comes in), and that refund is sent to the
 * provider at once. Queued in the erasure's transaction (`invoiceVoidWork`), so a provider that
 * cannot be reached now is asked again later; until then a payment completed meanwhile is recorded
 * and refunded the same way, and only the credits the invoice took wait for its void.
 */
async function voidWhenCancelled(app: FastifyInstance, invoiceId: number): Promise<void> {
  const cancelled = await cancelWaitingAttempt(app, invoiceId);
  await app.db.transaction(async (tx) => {
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if ((await isInvoicePaid(tx, invoiceId)) || (await isInvoiceVoid(tx, invoiceId))) return;
    await voidInvoice(app, tx, invoiceId, mm.paymentProcessing, new Set(cancelled === null ? [] : [cancelled]));
  });
  const owed = await app.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.invoiceId, invoiceId), eq(refunds.status, 'pending')));
  for (const { id } of owed)
    await collectRefund(app, id).catch((error: Error) =>
      app.log.warn(`A refund was left for the reconciler (${error.message}).`),
    );
}

/** `voidWhenCancelled` as queued work: retried while the provider cannot be reached or a charge is in flight. */
export const invoiceVoidWork: WorkKind<{ invoiceId: number }> = {
  kind: 'money-void-cancelled-invoice',
  payload: z.object({ invoiceId: z.number().int().positive() }),
  maxAttempts: 10,
  perform: (app, { invoiceId }) => voidWhenCancelled(app, invoiceId),
};
