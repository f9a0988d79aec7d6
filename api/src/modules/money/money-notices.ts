import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatInvoiceMoney } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { invoices, users } from '../../db/schema';
import { escapeHtml } from '../../services/escape-html';
import { mailLayout } from '../../services/mail-layout';
import { queueMail } from '../../services/mail-queue';
import { createNotification } from '../notifications';
import type { ChargeRow } from './charge-service';

/** The client's invoice page, where an unpaid invoice is paid again or confirmed. */
export const invoicePath = (invoiceId: number) => `/reports/invoices/${invoiceId}`;

/**
 * Tells the client that a charge of theirs did not go through, in `db` (the transaction that
 * recorded it): declined (or the card could not be used), or waiting for them to authenticate it.
 * The bell links to the invoice, where they pay again or confirm; the mail is a payment mail, which
 * is always sent.
 */
export async function tellClientOfCharge(app: FastifyInstance, db: Database, charge: ChargeRow): Promise<void> {
  if (charge.status !== 'declined' && charge.status !== 'failed' && charge.status !== 'requires_action') return;
  const [row] = await db
    .select({ number: invoices.number, description: invoices.description, firstName: users.firstName })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.clientId))
    .where(eq(invoices.id, charge.invoiceId));
  if (!row) return;
  const amount = formatInvoiceMoney({ currency: charge.currency, amount: charge.amountMinor });
  const card = `${charge.cardBrand} ending ${charge.cardLast4}`;
  const path = invoicePath(charge.invoiceId);
  const waiting = charge.status === 'requires_action';
  const what = `${row.description} (invoice ${row.number})`;
  await createNotification(
    app,
    {
      userId: charge.clientId,
      type: waiting ? 'warning' : 'error',
      description: waiting
        ? `Your bank asks you to confirm the payment of <b>${escapeHtml(amount)}</b> for ${escapeHtml(what)}.`
        : `The payment of <b>${escapeHtml(amount)}</b> for ${escapeHtml(what)} was declined. Pay it again from the invoice.`,
      action: path,
    },
    db,
  );
  const subject = waiting ? `Confirm your payment of ${amount}` : `Your payment of ${amount} was declined`;
  await queueMail(
    app,
    {
      userId: charge.clientId,
      category: 'payment_receipts',
      subject,
      ...mailLayout(
        `Hi ${row.firstName},`,
        waiting
          ? [`Your bank asks you to confirm the payment of ${amount} on your ${card} for ${what}.`]
          : [
              `The payment of ${amount} on your ${card} for ${what} was declined.`,
              'Pay it again from the invoice, with another card if you like. The work waits until it is paid.',
            ],
        { label: waiting ? 'Confirm the payment' : 'Pay the invoice', url: `${app.config.appUrl}${path}` },
        'You get this email for every payment on your TalentIndia account.',
      ),
    },
    db,
  );
}
