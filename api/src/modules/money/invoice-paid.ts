import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { contracts, invoices, moneyTransactions } from '../../db/schema';
import { appHook } from '../../services/app-hooks';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The payment's row for the reports, once the invoice is paid in full (by credits at once, or when
 * its charge succeeds). Written once per invoice, however often a settlement is retried.
 */
async function recordPayment(
  app: FastifyInstance,
  db: Database,
  invoice: InvoiceRow,
  contractType: 'hourly' | 'fixed',
) {
  await db
    .insert(moneyTransactions)
    .values({
      clientId: invoice.clientId,
      freelancerId: invoice.freelancerId,
      contractId: invoice.contractId,
      invoiceId: invoice.id,
      contractType,
      kind: 'payment',
      currency: invoice.currency,
      workMinor: invoice.workMinor,
      feeMinor: invoice.feeMinor,
      taxMinor: invoice.taxMinor,
      creditsMinor: invoice.creditsMinor,
      totalMinor: invoice.totalMinor,
      description: invoice.description,
      occurredAt: app.clock.now(),
    })
    .onConflictDoNothing();
}

/**
 * What happens in the caller's module when an invoice is paid in full (a milestone becomes funded, a
 * week goes into its review), in the transaction that records the payment: hiring registers it at
 * start, so money never reaches up into hiring's tables.
 */
export type InvoicePaidHandler = (db: Database, invoice: InvoiceRow) => Promise<void>;

const paidHook = appHook<InvoicePaidHandler>();

/** Registered on the root instance (app.ts), before any plugin: every plugin's instance finds them. */
export function onInvoicePaid(app: FastifyInstance, handler: InvoicePaidHandler): void {
  paidHook.on(app, handler);
}

/** Runs when an invoice is paid (by credits at issue, or by a charge): the report's row, then the handlers. */
export async function invoicePaid(app: FastifyInstance, db: Database, invoiceId: number): Promise<void> {
  const [row] = await db
    .select({ invoice: invoices, contractType: contracts.type })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`No invoice ${invoiceId}`);
  await recordPayment(app, db, row.invoice, row.contractType);
  for (const handler of paidHook.handlersOf(app)) await handler(db, row.invoice);
}
