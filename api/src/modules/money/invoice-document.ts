import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  GST_STATE_CODES,
  moneyMessages,
  type BilledTo,
  type Invoice,
  type InvoicePaymentStatus,
  type Money,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { idArray, qualified } from '../../db/list-queries';
import {
  charges,
  contracts,
  invoiceLines,
  invoiceVoids,
  invoices,
  milestones,
  moneyTransactions,
  refunds,
  users,
} from '../../db/schema';
import { notFound } from '../../http-error';
import { inrInWords } from './amount-in-words';
import { isInvoiceVoid } from './charge-service';
import { FEE_SAC_CODE } from './pricing';

/*
 * An invoice as a document (issue 19 §2): what its page shows and its PDF prints, read for its client
 * only. The amounts, lines and billing details are the invoice's own, as issued; whether it is paid
 * is read from its charges (an invoice with no card part was paid by credits when it was issued), and
 * what was given back from its refunds (corrections are records of their own, the invoice never changes).
 */

type ChargeRow = typeof charges.$inferSelect;

/** A GST state's name by its code (the place of supply); a state with two codes is found by either. */
const GST_STATE_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(GST_STATE_CODES).flatMap(([name, codes]) => codes.map((code) => [code, name] as const)),
);

/** What an attempt's status says of the invoice while no attempt has succeeded. */
const UNPAID_STATUS: Record<Exclude<ChargeRow['status'], 'succeeded'>, InvoicePaymentStatus> = {
  pending: 'processing',
  requires_action: 'requires_action',
  declined: 'declined',
  // The provider could not be asked or answered with an error, not a decline: the charge is to be tried again.
  failed: 'awaiting_payment',
};

/** A rate in basis points as the invoice prints it in percent: 1800 → "18", 900 → "9", 250 → "2.5". */
function ratePercent(rateBps: number): string {
  const whole = Math.trunc(rateBps / 100);
  const hundredths = rateBps % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

const BILLED_TO_FIELDS = ['name', 'address1', 'address2', 'city', 'state', 'country', 'pincode', 'tax_id'] as const;

/**
 * The billing snapshot an invoice keeps, a field left empty as null (the form saves an empty second
 * address line as ""); null when the client had saved no billing details.
 */
function billedToOf(snapshot: Record<string, string | null>): BilledTo | null {
  const billedTo = Object.fromEntries(
    BILLED_TO_FIELDS.map((field) => {
      const value = snapshot[field];
      return [field, typeof value === 'string' && value.trim() !== '' ? value : null];
    }),
  ) as BilledTo;
  return Object.values(billedTo).some((value) => value !== null) ? billedTo : null;
}

/**
 * Where the card part stands: paid by credits at issue, by a succeeded charge, cancelled (voided),
 * or as the latest attempt left it; whether it can be paid again now.
 */
function paymentOf(
  invoice: typeof invoices.$inferSelect,
  attemptsNewestFirst: ChargeRow[],
  voided: boolean,
): Invoice['payment'] {
  if (invoice.cardMinor === 0) {
    return {
      status: 'paid',
      paid_at: invoice.issuedAt.toISOString(),
      card: null,
      paid_by_credits: true,
      can_pay: false,
    };
  }
  const succeeded = attemptsNewestFirst.find((attempt) => attempt.status === 'succeeded');
  const shown = succeeded ?? attemptsNewestFirst[0];
  const status: InvoicePaymentStatus = succeeded
    ? 'paid'
    : voided
      ? 'cancelled'
      : shown
        ? UNPAID_STATUS[shown.status as Exclude<ChargeRow['status'], 'succeeded'>]
        : 'awaiting_payment';
  return {
    status,
    paid_at: succeeded?.settledAt?.toISOString() ?? null,
    card: shown ? { brand: shown.cardBrand, last4: shown.cardLast4 } : null,
    paid_by_credits: false,
    client_secret: null,
    provider: shown?.provider ?? null,
    can_pay: status === 'declined' || status === 'awaiting_payment',
  };
}

/**
 * What the invoice's refunds give back, in minor units. Every refund counts, pending ones too: it is
 * decided (and its credits given back) when it is written; only its card part waits for the provider.
 */
const refundedMinor = sql`(select coalesce(sum(${qualified(refunds.totalMinor)}), 0) from ${refunds}
  where ${qualified(refunds.invoiceId)} = ${qualified(invoices.id)})`;

/**
 * One invoice of the client `clientId`, as its page and PDF show it. Anyone else's invoice, and one
 * that does not exist, is a 404 with the same message, so an id tells a stranger nothing.
 */
export async function readInvoice(app: FastifyInstance, clientId: number, invoiceId: number): Promise<Invoice> {
  const [row] = await app.db
    .select({
      invoice: invoices,
      contractTitle: contracts.title,
      freelancer: { id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt },
      milestoneName: milestones.name,
      // Summed by the database as bigint, never as floats.
      refundedMinor: sql<number>`${refundedMinor}::bigint`.mapWith(Number),
      netPaidMinor: sql<number>`(${invoices.totalMinor} - ${refundedMinor})::bigint`.mapWith(Number),
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(users, eq(users.id, invoices.freelancerId))
    .leftJoin(milestones, eq(milestones.id, invoices.milestoneId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.clientId, clientId)));
  if (!row) throw notFound(moneyMessages.invoiceNotFound);
  const { invoice, freelancer } = row;
  const [lines, attempts, refundRows] = await Promise.all([
    app.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position)),
    app.db.select().from(charges).where(eq(charges.invoiceId, invoice.id)).orderBy(desc(charges.attempt)),
    app.db
      .select()
      .from(refunds)
      .where(eq(refunds.invoiceId, invoice.id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
  ]);
  const payment = paymentOf(invoice, attempts, await isInvoiceVoid(app.db, invoice.id));
  const waiting = payment.status === 'requires_action' ? attempts[0] : undefined;
  // What completes the cardholder's authentication, asked of the provider (it is never stored here).
  if (waiting?.providerChargeId)
    payment.client_secret = (await app.payments.retrieveCharge(waiting.providerChargeId)).clientSecret;
  const money = (amount: number): Money => ({ currency: invoice.currency, amount });
  // As issued: the platform's details at the time, not today's.
  const platform = invoice.issuedBy;
  return {
    id: invoice.id,
    number: invoice.number,
    issued_at: invoice.issuedAt.toISOString(),
    kind: invoice.kind,
    description: invoice.description,
    period: invoice.periodStart && invoice.periodEnd ? { start: invoice.periodStart, end: invoice.periodEnd } : null,
    milestone: row.milestoneName,
    contract: { id: invoice.contractId, title: row.contractTitle },
    freelancer: {
      id: freelancer.id,
      name: freelancer.deletedAt ? 'Deleted user' : `${freelancer.firstName} ${freelancer.lastName}`,
    },
    currency: invoice.currency,
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      rate_percent: line.rateBps === null ? null : ratePercent(line.rateBps),
      amount: money(line.amountMinor),
    })),
    work: money(invoice.workMinor),
    fee: money(invoice.feeMinor),
    tax: money(invoice.taxMinor),
    credits_used: money(invoice.creditsMinor),
    total: money(invoice.totalMinor),
    card_part: money(invoice.cardMinor),
    tax_treatment: invoice.taxTreatment,
    place_of_supply: invoice.placeOfSupply
      ? { code: invoice.placeOfSupply, name: GST_STATE_NAMES.get(invoice.placeOfSupply) ?? invoice.placeOfSupply }
      : null,
    sac_code: FEE_SAC_CODE,
    platform: { legal_name: platform.legalName, address_lines: platform.addressLines, gstin: platform.gstin },
    billed_to: billedToOf(invoice.billedTo),
    amount_in_words: invoice.currency === 'INR' ? inrInWords(invoice.totalMinor) : null,
    payment,
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      refunded_at: (refund.settledAt ?? refund.createdAt).toISOString(),
      reason: refund.reason,
      status: refund.status,
      work: money(refund.workMinor),
      fee: money(refund.feeMinor),
      tax: money(refund.taxMinor),
      total: money(refund.totalMinor),
      to_credits: money(refund.creditsMinor),
      to_card: money(refund.cardMinor),
    })),
    refunded_total: money(row.refundedMinor),
    net_paid: money(row.netPaidMinor),
  };
}

/**
 * Where the invoices of these milestones stand, by milestone (for the contracts' pages): the same
 * status as the invoice's page shows, in one query.
 */
export async function milestoneInvoices(
  db: Database,
  milestoneIds: number[],
): Promise<Map<number, { id: number; payment_status: InvoicePaymentStatus }>> {
  if (milestoneIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: invoices.id,
      milestoneId: invoices.milestoneId,
      cardMinor: invoices.cardMinor,
      voided: sql<boolean>`exists (select 1 from ${invoiceVoids} where ${qualified(invoiceVoids.invoiceId)} = ${qualified(invoices.id)})`,
      // The succeeded attempt if there is one, else the latest.
      attempt: sql<ChargeRow['status'] | null>`(select ${qualified(charges.status)} from ${charges}
        where ${qualified(charges.invoiceId)} = ${qualified(invoices.id)}
        order by (${qualified(charges.status)} = 'succeeded') desc, ${qualified(charges.attempt)} desc limit 1)`,
    })
    .from(invoices)
    .where(sql`${invoices.milestoneId} = any(${idArray(milestoneIds)})`);
  return new Map(
    rows.map((row) => {
      const status: InvoicePaymentStatus =
        row.cardMinor === 0 || row.attempt === 'succeeded'
          ? 'paid'
          : row.voided
            ? 'cancelled'
            : row.attempt
              ? UNPAID_STATUS[row.attempt]
              : 'awaiting_payment';
      return [row.milestoneId!, { id: row.id, payment_status: status }];
    }),
  );
}

/**
 * The client's invoices that wait for them (the dashboard): not paid, not cancelled, and not with the
 * provider right now; declined, waiting for the cardholder's confirmation, or never charged (no card
 * then). Newest first; `count` is all of them, `items` the first `limit`.
 */
export async function invoicesToPay(db: Database, clientId: number, limit: number) {
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      description: invoices.description,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      attempt: sql<ChargeRow['status'] | null>`(select ${qualified(charges.status)} from ${charges}
        where ${qualified(charges.invoiceId)} = ${qualified(invoices.id)} order by ${qualified(charges.attempt)} desc limit 1)`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.clientId, clientId),
        sql`${invoices.cardMinor} > 0`,
        sql`not exists (select 1 from ${charges} where ${qualified(charges.invoiceId)} = ${qualified(invoices.id)}
          and ${qualified(charges.status)} = 'succeeded')`,
        sql`not exists (select 1 from ${invoiceVoids} where ${qualified(invoiceVoids.invoiceId)} = ${qualified(invoices.id)})`,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  const waiting = rows.flatMap((row) => {
    if (row.attempt === 'pending' || row.attempt === 'succeeded') return [];
    const status = row.attempt === null ? 'awaiting_payment' : UNPAID_STATUS[row.attempt];
    if (status !== 'declined' && status !== 'requires_action' && status !== 'awaiting_payment') return [];
    return [
      {
        id: row.id,
        number: row.number,
        description: row.description,
        total: { currency: row.currency, amount: row.totalMinor },
        payment_status: status,
      },
    ];
  });
  return { count: waiting.length, items: waiting.slice(0, limit) };
}

/** What the client paid between two moments (payments less refunds), per currency, USD first. */
export async function spendBetween(db: Database, clientId: number, from: Date, to: Date): Promise<Money[]> {
  const rows = await db
    .select({
      currency: moneyTransactions.currency,
      total: sql<string>`sum(${moneyTransactions.totalMinor})`,
    })
    .from(moneyTransactions)
    .where(
      and(
        eq(moneyTransactions.clientId, clientId),
        sql`${moneyTransactions.occurredAt} >= ${from.toISOString()}::timestamptz`,
        sql`${moneyTransactions.occurredAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(moneyTransactions.currency)
    .orderBy(sql`${moneyTransactions.currency} <> 'USD'`, moneyTransactions.currency);
  return rows.map((row) => ({ currency: row.currency, amount: Number(row.total) }));
}
