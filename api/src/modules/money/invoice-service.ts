import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { charges, invoiceLines, invoiceSequences, invoices, paymentMethods, users } from '../../db/schema';
import { billingSnapshot, type BillingSnapshot } from '../billing';
import { addCreditEntry, creditBalance } from '../credit-ledger';
import { gstStateOf } from './gst-states';
import { financialYearOf, formatInvoiceNumber, invoiceNumberSql } from './invoice-numbers';
import { invoicePaid } from './invoice-paid';
import { priceCharge, splitCreditsFirst, taxTreatmentOf, type PricedLine, type TaxTreatment } from './pricing';

export type MoneyCurrency = (typeof invoices.currency.enumValues)[number];
export type InvoiceKind = (typeof invoices.kind.enumValues)[number];

/** What hiring asks to be paid for: a milestone it funds, or an hourly week it closes. */
export interface InvoiceRequest {
  clientId: number;
  freelancerId: number;
  contractId: number;
  contractType: 'hourly' | 'fixed';
  kind: InvoiceKind;
  milestoneId?: number | null;
  /** The hourly week's Monday and Sunday. */
  periodStart?: string | null;
  periodEnd?: string | null;
  /** "Milestone: Design", "Hours, 2 to 8 March 2026". */
  description: string;
  workMinor: number;
  currency: MoneyCurrency;
}

export interface IssuedInvoice {
  invoiceId: number;
  number: string;
  totalMinor: number;
  creditsMinor: number;
  cardMinor: number;
  /** The charge to collect for the card part; null when credits paid it all, or there is no card to charge. */
  chargeId: number | null;
}

const LINE_NAMES: Record<PricedLine['kind'], (rateBps: number | null) => string> = {
  work: () => 'Work',
  fee: () => 'Marketplace fee',
  cgst: (rate) => `CGST ${percent(rate)} on the fee`,
  sgst: (rate) => `SGST ${percent(rate)} on the fee`,
  igst: (rate) => `IGST ${percent(rate)} on the fee`,
};

function percent(rateBps: number | null): string {
  return `${((rateBps ?? 0) / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/**
 * How the client is taxed: their billing country and state (no details saved: not billed in India),
 * against the GST state the platform is registered in (`config.platform.stateCode`): a client there
 * pays CGST and SGST, elsewhere in India IGST.
 */
function treatmentOf(billing: BillingSnapshot | null, platformStateCode: string): TaxTreatment {
  return taxTreatmentOf(
    { countryIso2: billing?.countryIso2 ?? null, stateIso: billing?.stateIso ?? null },
    platformStateCode,
  );
}

/** An invoice to write: its row (its id reserved beforehand, `reserveInvoiceId`), its lines, and its first charge. */
interface InvoiceWrite {
  invoice: Omit<typeof invoices.$inferInsert, 'number' | 'financialYear' | 'sequence'> & { id: number };
  lines: (typeof invoiceLines.$inferInsert)[];
  charge: typeof charges.$inferInsert | null;
}

/**
 * Writes an invoice numbered next in the financial year `at` falls in, with its lines and its
 * charge, in one statement with the year's counter. The counter is taken under its row lock, so
 * numbers are consecutive without gaps (a rolled-back invoice gives its number back) and none is
 * given twice; every payment of the year waits on that lock until the one holding it commits, so it
 * is held for this statement and the commit, not for round trips (issue 19 §4: 50 clients paying at
 * once). The rows that name the invoice use the id reserved before, not one returned here.
 */
async function insertNumberedInvoice(db: Database, at: Date, write: InvoiceWrite) {
  const year = financialYearOf(at);
  const counter = db.$with('counter').as(
    db
      .insert(invoiceSequences)
      .values({ financialYear: year.label, lastSequence: 1 })
      .onConflictDoUpdate({
        target: invoiceSequences.financialYear,
        set: { lastSequence: sql`${invoiceSequences.lastSequence} + 1` },
      })
      .returning({ sequence: invoiceSequences.lastSequence }),
  );
  const sequence = sql<number>`(select ${counter.sequence} from ${counter})`;
  const invoice = db.$with('invoice').as(
    db
      .insert(invoices)
      .values({ ...write.invoice, financialYear: year.label, sequence, number: invoiceNumberSql(year.short, sequence) })
      .returning({ number: invoices.number, sequence: invoices.sequence }),
  );
  // Data-modifying CTEs all run, referenced or not; the foreign keys are checked once the statement ends.
  const lines = db.$with('lines').as(db.insert(invoiceLines).values(write.lines).returning({ id: invoiceLines.id }));
  const charge = db.$with('charge').as(
    write.charge
      ? db.insert(charges).values(write.charge).returning({ id: charges.id })
      : db
          .select({ id: charges.id })
          .from(charges)
          .where(sql`false`),
  );
  const [row] = await db
    .with(counter, invoice, lines, charge)
    .select({
      number: invoice.number,
      sequence: invoice.sequence,
      chargeId: sql<number | null>`(select ${charge.id} from ${charge})`.mapWith(Number),
    })
    .from(invoice);
  // The counter past the numbers' width would make a number the format cannot hold: refused, rolled back.
  if (row!.number !== formatInvoiceNumber(year.short, row!.sequence))
    throw new Error(`Invoice number ${row!.number} does not match its sequence ${row!.sequence}`);
  return { number: row!.number, chargeId: write.charge ? row!.chargeId : null };
}

const cardColumns = {
  provider: paymentMethods.provider,
  providerPaymentMethodId: paymentMethods.providerPaymentMethodId,
  brand: paymentMethods.brand,
  last4: paymentMethods.last4,
};
const isDefaultCardOf = (clientId: number) =>
  and(eq(paymentMethods.userId, clientId), eq(paymentMethods.isDefault, true));

/** The client's default card, as a charge records it; null when they have none. */
async function defaultCard(db: Database, clientId: number) {
  const [card] = await db.select(cardColumns).from(paymentMethods).where(isDefaultCardOf(clientId));
  return card ?? null;
}
type DefaultCard = NonNullable<Awaited<ReturnType<typeof defaultCard>>>;

/**
 * Locks the client for a payment (one of theirs at a time past this point: their credits balance
 * holds until commit), reserving the new invoice's id in the same statement (its lines, charge and
 * ledger entry are written with it), and reads their default card.
 */
async function lockPayingClient(db: Database, clientId: number) {
  const [row] = await db
    .select({
      id: users.id,
      invoiceId: sql<number>`nextval(pg_get_serial_sequence('invoices', 'id'))`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, clientId))
    .for('update');
  if (!row) throw new Error(`No client ${clientId}`);
  // Read after the lock, in a statement of its own: a card change that held the lock is seen.
  return { card: await defaultCard(db, clientId), invoiceId: row.invoiceId };
}

/** The idempotency key of an invoice's charge attempt: one of a kind, written before the provider hears of it. */
export function chargeKey(invoiceId: number, attempt: number): string {
  return `talentindia-invoice-${invoiceId}-charge-${attempt}`;
}

/**
 * Opens an attempt to charge an invoice's card part to the client's default card: the row, with its
 * idempotency key, in `db` (the caller's transaction) before any provider call. Null when the client
 * has no card (the invoice waits to be paid from its page).
 */
export async function openCharge(
  app: FastifyInstance,
  db: Database,
  invoice: { id: number; clientId: number; cardMinor: number; currency: MoneyCurrency },
): Promise<number | null> {
  const card = await defaultCard(db, invoice.clientId);
  if (!card) return null;
  const [last] = await db
    .select({ attempt: sql<number>`coalesce(max(${charges.attempt}), 0)::int` })
    .from(charges)
    .where(eq(charges.invoiceId, invoice.id));
  const [row] = await db
    .insert(charges)
    .values(chargeValues(app, invoice, card, Number(last?.attempt ?? 0) + 1))
    .returning({ id: charges.id });
  return row!.id;
}

/** The row of an attempt to charge an invoice's card part to `card`. */
function chargeValues(
  app: FastifyInstance,
  invoice: { id: number; clientId: number; cardMinor: number; currency: MoneyCurrency },
  card: DefaultCard,
  attempt: number,
): typeof charges.$inferInsert {
  return {
    invoiceId: invoice.id,
    clientId: invoice.clientId,
    attempt,
    idempotencyKey: chargeKey(invoice.id, attempt),
    provider: card.provider,
    providerPaymentMethodId: card.providerPaymentMethodId,
    cardBrand: card.brand,
    cardLast4: card.last4,
    amountMinor: invoice.cardMinor,
    currency: invoice.currency,
    createdAt: app.clock.now(),
  };
}

/**
 * Issues an invoice for work in `db` (the caller's transaction, which makes the milestone funded or
 * the week closed with it): priced with the fee and GST by the client's billing details, numbered in
 * its financial year, paid from the client's credits first (their ledger entry, under a lock on the
 * client so two payments cannot spend the same credits), and the rest opened as a charge of their
 * default card. Collect the charge after the transaction commits (`collectCharge`).
 */
export async function issueInvoice(
  app: FastifyInstance,
  db: Database,
  request: InvoiceRequest,
): Promise<IssuedInvoice> {
  if (!Number.isSafeInteger(request.workMinor) || request.workMinor <= 0)
    throw new Error('An invoice is for a positive whole number of minor units');
  const now = app.clock.now();
  const { card, invoiceId } = await lockPayingClient(db, request.clientId);
  const billing = await billingSnapshot(app, request.clientId, db);
  const treatment = treatmentOf(billing, app.config.platform.stateCode);
  const priced = priceCharge({ workMinor: request.workMinor, currency: request.currency, treatment });
  const balance = await creditBalance(app, request.clientId, request.currency, db);
  const split = splitCreditsFirst(priced.totalMinor, Math.max(0, balance));
  const placeOfSupply = treatment.kind === 'none' ? null : treatment.stateCode;
  const invoice = await insertNumberedInvoice(db, now, {
    invoice: {
      id: invoiceId,
      clientId: request.clientId,
      freelancerId: request.freelancerId,
      contractId: request.contractId,
      kind: request.kind,
      milestoneId: request.milestoneId ?? null,
      periodStart: request.periodStart ?? null,
      periodEnd: request.periodEnd ?? null,
      description: request.description,
      currency: request.currency,
      workMinor: priced.workMinor,
      feeMinor: priced.feeMinor,
      taxMinor: priced.taxMinor,
      totalMinor: priced.totalMinor,
      creditsMinor: split.creditsMinor,
      cardMinor: split.cardMinor,
      taxTreatment: treatment.kind,
      placeOfSupply,
      billedTo: {
        name: billing?.name ?? null,
        address1: billing?.address1 ?? null,
        address2: billing?.address2 ?? null,
        city: billing?.city ?? null,
        state: billing?.state ?? (placeOfSupply ? (gstStateOf(billing?.stateIso ?? '')?.name ?? null) : null),
        country: billing?.country ?? null,
        pincode: billing?.pincode ?? null,
        tax_id: billing?.taxId ?? null,
      },
      issuedBy: {
        legalName: app.config.platform.legalName,
        addressLines: app.config.platform.addressLines,
        gstin: app.config.platform.gstin,
      },
      issuedAt: now,
    },
    lines: priced.lines.map((line, index) => ({
      invoiceId,
      position: index + 1,
      kind: line.kind,
      description: line.kind === 'work' ? request.description : LINE_NAMES[line.kind](line.rateBps),
      rateBps: line.rateBps,
      amountMinor: line.amountMinor,
    })),
    // The card part's first attempt, its key saved with the invoice before the provider hears of it.
    charge:
      split.cardMinor > 0 && card
        ? chargeValues(
            app,
            { id: invoiceId, clientId: request.clientId, cardMinor: split.cardMinor, currency: request.currency },
            card,
            1,
          )
        : null,
  });
  if (split.creditsMinor > 0) {
    await addCreditEntry(
      app,
      {
        userId: request.clientId,
        currency: request.currency,
        amountMinor: -split.creditsMinor,
        kind: 'spend',
        reference: `invoice-${invoiceId}`,
        description: `Invoice ${invoice.number}: ${request.description}`,
        createdAt: now,
      },
      db,
    );
  }
  if (split.cardMinor === 0) await invoicePaid(app, db, invoiceId);
  const chargeId = invoice.chargeId;
  return {
    invoiceId,
    number: invoice.number,
    totalMinor: priced.totalMinor,
    creditsMinor: split.creditsMinor,
    cardMinor: split.cardMinor,
    chargeId,
  };
}

/** An invoice's lines in order, as issued. */
export async function linesOf(app: FastifyInstance, invoiceId: number) {
  return app.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/**
 * Whether the client can pay for `workMinor` of work now (an offer is sent only by a client who
 * can pay its first milestone): a default card, or credits that cover the work with its fee and
 * GST. Without an amount (an hourly offer), a card or any credits.
 */
export async function canPayFor(
  app: FastifyInstance,
  db: Database,
  clientId: number,
  work: { workMinor: number; currency: MoneyCurrency } | { workMinor: null; currency: MoneyCurrency },
): Promise<boolean> {
  if (await defaultCard(db, clientId)) return true;
  const balance = await creditBalance(app, clientId, work.currency, db);
  if (work.workMinor === null) return balance > 0;
  const billing = await billingSnapshot(app, clientId, db);
  const priced = priceCharge({
    workMinor: work.workMinor,
    currency: work.currency,
    treatment: treatmentOf(billing, app.config.platform.stateCode),
  });
  return balance >= priced.totalMinor;
}
