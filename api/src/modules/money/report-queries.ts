import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  addCalendarDays,
  monthOfDay,
  reportMessages,
  type CreditEntryRow,
  type CurrencyCode as Currency,
  type ReportFilterOptions,
  type ReportFilters,
  type TransactionRow,
  type TransactionSummary,
} from '@talentindia/contracts';
import { newestFirst, qualified } from '../../db/list-queries';
import {
  contracts,
  creditEntries,
  invoices,
  moneyTransactionMonths,
  moneyTransactions,
  refunds,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { creditBalance } from '../credit-ledger';

/*
 * The queries the reports read (issue 20): the client's payments and refunds as `money_transactions`
 * records them (signed: a refund is negative), their summary summed by the database, the choices of
 * the filters, and the credits ledger. Days are the platform's calendar days (UTC, ADR 016): a range
 * runs from its first day's 00:00 UTC to the end of its last day, and either end may be open.
 */

/** The date range of a report (`YYYY-MM-DD`, both days included); an end left out is open. */
export type ReportRange = Pick<ReportFilters, 'from' | 'to'>;

/** Where a page starts: after the row with this time (µs since the epoch) and id. */
interface Cursor {
  atMicros: string;
  id: string;
}

/** `<µs>.<id>`: 17 digits of µs either side of 1970 reach years 1200 BC to 5138, all of them times PostgreSQL holds. */
const CURSOR_TEXT = /^(-?\d{1,17})\.(\d{1,18})$/;

/** The cursor is opaque to the page: the last row's time to the microsecond and its id, base64url. */
const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.atMicros}.${cursor.id}`).toString('base64url');

function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined || text === '') return null;
  const match = CURSOR_TEXT.exec(Buffer.from(text, 'base64url').toString('latin1'));
  if (!match) throw new HttpError(422, reportMessages.cursorInvalid, { cursor: reportMessages.cursorInvalid });
  return { atMicros: match[1]!, id: match[2]! };
}

/** Whether `text` is a cursor as these reports write them (the routes refuse any other with a 422 on `cursor`). */
export function isReportCursor(text: string): boolean {
  return text === '' || CURSOR_TEXT.test(Buffer.from(text, 'base64url').toString('latin1'));
}

/** A day's 00:00 UTC, `plusDays` later: computed by the database, so 9999-12-31's end is still a time. */
const dayStart = (day: string, plusDays = 0) => sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'UTC')`;

/** The rows of a time column within the range: from the first day's start, before the day after the last. */
function inRange(column: PgColumn, range: ReportRange): SQL | undefined {
  return and(
    range.from === undefined ? undefined : sql`${column} >= ${dayStart(range.from)}`,
    range.to === undefined ? undefined : sql`${column} < ${dayStart(range.to, 1)}`,
  );
}

/** A time column as microseconds since the epoch, as text (exact: a bigint). */
const microsOf = (column: PgColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** Rows strictly after the cursor in newest-first order (time, then id); the first comparison alone is a range of the index. */
function afterCursor(at: PgColumn, id: PgColumn, cursor: Cursor | null) {
  if (!cursor) return undefined;
  const time = sql`(timestamptz 'epoch' + ${cursor.atMicros}::bigint * interval '1 microsecond')`;
  return sql`${at} <= ${time} and (${at} < ${time} or ${id} < ${cursor.id}::bigint)`;
}

/** The client's transactions the filters keep (the client's own only: `client_id` leads the index read). */
function transactionsOf(clientId: number, filters: ReportFilters): SQL {
  return and(
    eq(moneyTransactions.clientId, clientId),
    inRange(moneyTransactions.occurredAt, filters),
    filters.type === 'all' ? undefined : eq(moneyTransactions.contractType, filters.type),
    filters.freelancer === undefined ? undefined : eq(moneyTransactions.freelancerId, filters.freelancer),
    filters.contract === undefined ? undefined : eq(moneyTransactions.contractId, filters.contract),
  )!;
}

/** A freelancer as the reports name them: "Deleted user", without an id, once they deleted their account. */
export function reportPerson(person: { id: number; firstName: string; lastName: string; deletedAt: Date | null }) {
  return person.deletedAt
    ? { id: null, name: 'Deleted user' }
    : { id: person.id, name: `${person.firstName} ${person.lastName}` };
}

export interface TransactionPage {
  rows: TransactionRow[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/**
 * A page of Transaction History: the client's payments (positive) and refunds (negative) the filters
 * keep, newest first (time, then id), `limit` rows after `cursor`, read in order from the index
 * `money_transactions_client_idx` (client, time desc, id desc).
 */
export async function listTransactions(
  app: FastifyInstance,
  clientId: number,
  filters: ReportFilters & { cursor?: string | undefined },
  limit: number,
): Promise<TransactionPage> {
  const found = await app.db
    .select({
      row: moneyTransactions,
      atMicros: microsOf(moneyTransactions.occurredAt),
      contractTitle: contracts.title,
      invoiceNumber: invoices.number,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      freelancer: { id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt },
    })
    .from(moneyTransactions)
    .innerJoin(contracts, eq(contracts.id, moneyTransactions.contractId))
    .innerJoin(invoices, eq(invoices.id, moneyTransactions.invoiceId))
    .innerJoin(users, eq(users.id, moneyTransactions.freelancerId))
    .where(
      and(
        transactionsOf(clientId, filters),
        afterCursor(moneyTransactions.occurredAt, moneyTransactions.id, decodeCursor(filters.cursor)),
      ),
    )
    .orderBy(newestFirst(moneyTransactions.occurredAt), newestFirst(moneyTransactions.id))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ row, contractTitle, invoiceNumber, periodStart, periodEnd, freelancer }) => {
      const money = (amount: number) => ({ currency: row.currency, amount });
      return {
        id: row.id,
        kind: row.kind,
        occurred_at: row.occurredAt.toISOString(),
        type: row.contractType,
        contract: { id: row.contractId, title: contractTitle },
        details: row.description,
        period: periodStart && periodEnd ? { start: periodStart, end: periodEnd } : null,
        freelancer: reportPerson(freelancer),
        invoice: { id: row.invoiceId, number: invoiceNumber },
        amount: money(row.totalMinor),
        fee: money(row.feeMinor),
        tax: money(row.taxMinor),
        credits_used: money(row.creditsMinor),
      };
    }),
    nextCursor:
      found.length > limit && last ? encodeCursor({ atMicros: last.atMicros, id: String(last.row.id) }) : null,
  };
}

/**
 * Every row the filters keep, newest first, `batch` rows per query (the CSV export): the whole range
 * without holding it in memory at once.
 */
export async function* allTransactions(
  app: FastifyInstance,
  clientId: number,
  filters: ReportFilters,
  batch = 500,
): AsyncGenerator<TransactionRow> {
  let cursor: string | undefined;
  do {
    const page = await listTransactions(app, clientId, { ...filters, cursor }, batch);
    yield* page.rows;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}

/**
 * How the summary reads a range: the whole UTC months inside it (the first days of the first and
 * the last, both included, undefined at an open end) from the monthly totals, null when it holds no
 * whole month; and the days outside them, as ranges of days, from the rows themselves. A range that
 * starts on a 1st starts with its own month, otherwise with the next (its first days are rows); one
 * that ends on a month's last day ends with its own month, otherwise with the one before. A range
 * starting in December 9999 after the 1st, or ending in January of year 1 before the 31st, has no
 * whole month (the next or the previous would be outside the days a report can name).
 */
function splitIntoMonths(range: ReportRange): {
  months: { first?: string; last?: string } | null;
  days: ReportRange[];
} {
  const from = range.from === undefined ? undefined : monthOfDay(range.from);
  const to = range.to === undefined ? undefined : monthOfDay(range.to);
  const startsWhole = from === undefined || range.from === from.first;
  const endsWhole = to === undefined || range.to === to.last;
  if ((!startsWhole && from!.last === '9999-12-31') || (!endsWhole && to!.first === '0001-01-01'))
    return { months: null, days: [range] };
  const first = from && (startsWhole ? from.first : addCalendarDays(from.last, 1));
  const last = to && (endsWhole ? to.first : monthOfDay(addCalendarDays(to.first, -1)).first);
  if (first !== undefined && last !== undefined && first > last) return { months: null, days: [range] };
  const days: ReportRange[] = [];
  if (!startsWhole) days.push({ from: range.from, to: from!.last });
  if (!endsWhole) days.push({ from: to!.first, to: range.to });
  return {
    months: { ...(first === undefined ? {} : { first }), ...(last === undefined ? {} : { last }) },
    days,
  };
}

/** The columns the summary sums, named alike in the rows and in the monthly totals so that both are one UNION ALL. */
const summedColumns = (table: typeof moneyTransactions | typeof moneyTransactionMonths) => ({
  currency: sql<Currency>`${table.currency}`.as('currency'),
  contractId: sql<number>`${table.contractId}`.as('contract_id'),
  fees: sql<string>`${table.feeMinor}`.as('fees'),
  credits: sql<string>`${table.creditsMinor}`.as('credits'),
  taxes: sql<string>`${table.taxMinor}`.as('taxes'),
  total: sql<string>`${table.totalMinor}`.as('total'),
});

/**
 * The summary of every row the filters keep, one per currency (USD first): the contracts with a row,
 * and the signed sums of the fees, the credits used, the taxes and the totals, summed by the database
 * as bigints, so the summary is exactly the sum of the rows of all pages.
 *
 * A busy client's year is some 50,000 rows, too many to sum within the report's 50 ms (issue 20), so
 * the whole UTC months inside the range are read from `money_transaction_months`, a row per contract
 * and currency a month that migration 0017's trigger adds every inserted row into (rows are only
 * ever inserted). Only the days before the first whole month and after the last are summed from
 * `money_transactions` (an index-only range of `money_transactions_client_idx` each), and a range
 * holding no whole month is all rows. The months carry each contract's type and freelancer, so
 * every filter applies to both. One statement: the parts (UNION ALL) summed per contract, then per
 * currency, so the contracts are counted as the groups of the first sum instead of by sorting for a
 * `count(distinct)`.
 */
export async function transactionSummaries(
  app: FastifyInstance,
  clientId: number,
  filters: ReportFilters,
): Promise<TransactionSummary[]> {
  const { months, days } = splitIntoMonths(filters);
  const dayRows = days.map((range) =>
    app.db
      .select(summedColumns(moneyTransactions))
      .from(moneyTransactions)
      .where(transactionsOf(clientId, { ...filters, ...range })),
  );
  const [firstDays, ...moreDays] = dayRows;
  const monthRows =
    months &&
    app.db
      .select(summedColumns(moneyTransactionMonths))
      .from(moneyTransactionMonths)
      .where(
        and(
          eq(moneyTransactionMonths.clientId, clientId),
          months.first === undefined ? undefined : gte(moneyTransactionMonths.month, months.first),
          months.last === undefined ? undefined : lte(moneyTransactionMonths.month, months.last),
          filters.type === 'all' ? undefined : eq(moneyTransactionMonths.contractType, filters.type),
          filters.freelancer === undefined ? undefined : eq(moneyTransactionMonths.freelancerId, filters.freelancer),
          filters.contract === undefined ? undefined : eq(moneyTransactionMonths.contractId, filters.contract),
        ),
      );
  // A range without a whole month is one range of rows; otherwise its months, then the days at its ends.
  const keptRows = monthRows ? (firstDays ? unionAll(monthRows, firstDays, ...moreDays) : monthRows) : firstDays!;
  const kept = keptRows.as('kept');
  const perContract = app.db
    .select({
      currency: kept.currency,
      fees: sql<string>`sum(${kept.fees})`.as('fees'),
      credits: sql<string>`sum(${kept.credits})`.as('credits'),
      taxes: sql<string>`sum(${kept.taxes})`.as('taxes'),
      total: sql<string>`sum(${kept.total})`.as('total'),
    })
    .from(kept)
    .groupBy(kept.currency, kept.contractId)
    .as('per_contract');
  const sum = (column: SQL.Aliased<string>) => sql<string>`sum(${column})::bigint::text`;
  const rows = await app.db
    .select({
      currency: perContract.currency,
      contracts: sql<number>`count(*)::int`,
      fees: sum(perContract.fees),
      credits: sum(perContract.credits),
      taxes: sum(perContract.taxes),
      total: sum(perContract.total),
    })
    .from(perContract)
    .groupBy(perContract.currency)
    .orderBy(sql`${perContract.currency} <> 'USD'`, perContract.currency);
  return rows.map((row) => {
    const money = (amount: string) => ({ currency: row.currency, amount: Number(amount) });
    return {
      currency: row.currency,
      contracts: Number(row.contracts),
      fees: money(row.fees),
      credits_used: money(row.credits),
      taxes: money(row.taxes),
      total_spent: money(row.total),
    };
  });
}

/** "Available Credits": the client's ledger balance now, in the currency Payment Methods shows it in. */
export async function availableCredits(app: FastifyInstance, clientId: number) {
  return { currency: 'USD' as const, amount: await creditBalance(app, clientId, 'USD') };
}

/**
 * The invoices of the payments the filters keep, oldest first, at most `max + 1` (so a caller can
 * tell "more than `max`"): what the ZIP of a range's invoices holds. Refunds are not invoices.
 */
export async function paidInvoiceIds(
  app: FastifyInstance,
  clientId: number,
  filters: ReportFilters,
  max: number,
): Promise<number[]> {
  const rows = await app.db
    .select({ invoiceId: moneyTransactions.invoiceId })
    .from(moneyTransactions)
    .where(and(transactionsOf(clientId, filters), eq(moneyTransactions.kind, 'payment')))
    .orderBy(moneyTransactions.occurredAt, moneyTransactions.id)
    .limit(max + 1);
  return rows.map((row) => row.invoiceId);
}

/**
 * The choices of "All Contracts" and "All Freelancers": every contract the client hired on, newest
 * first, and their freelancers by name. A freelancer who deleted their account is not offered (their
 * contracts stay, without a freelancer id).
 */
export async function reportFilterOptions(app: FastifyInstance, clientId: number): Promise<ReportFilterOptions> {
  const rows = await app.db
    .select({
      id: contracts.id,
      title: contracts.title,
      type: contracts.type,
      freelancer: { id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt },
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.freelancerId))
    .where(eq(contracts.clientId, clientId))
    .orderBy(newestFirst(contracts.startedAt), newestFirst(contracts.id));
  const freelancers = new Map<number, string>();
  for (const { freelancer } of rows) {
    const person = reportPerson(freelancer);
    if (person.id !== null) freelancers.set(person.id, person.name);
  }
  return {
    freelancers: [...freelancers]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id),
    contracts: rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      freelancer_id: reportPerson(row.freelancer).id,
    })),
  };
}

/**
 * The invoice a ledger entry was spent on or given back from, by the entry's reference as the money
 * area writes it: `invoice-<id>` (credits spent on it), `invoice-<id>-void` (given back when it was
 * cancelled), `refund-<id>` (given back by a refund of it).
 */
const entryInvoiceId = sql`case
  when ${creditEntries.kind} in ('spend', 'refund') and ${creditEntries.reference} ~ '^invoice-[0-9]{1,18}(-void)?$'
    then substring(${creditEntries.reference} from '^invoice-([0-9]+)')::bigint
  when ${creditEntries.kind} = 'refund' and ${creditEntries.reference} ~ '^refund-[0-9]{1,18}$'
    then (select ${qualified(refunds.invoiceId)} from ${refunds}
      where ${qualified(refunds.id)} = substring(${creditEntries.reference} from 8)::bigint)
end`;

/**
 * A page of the client's credits ledger ("View Credit History"), newest first (time, then id), in
 * the range, `limit` entries after `cursor`; each with the invoice it concerns when that is one of
 * the client's own.
 */
export async function creditHistory(
  app: FastifyInstance,
  clientId: number,
  query: ReportRange & { cursor?: string | undefined },
  limit: number,
): Promise<{ rows: CreditEntryRow[]; nextCursor: string | null }> {
  const found = await app.db
    .select({
      entry: creditEntries,
      atMicros: microsOf(creditEntries.createdAt),
      invoice: { id: invoices.id, number: invoices.number },
    })
    .from(creditEntries)
    .leftJoin(invoices, and(eq(invoices.id, entryInvoiceId), eq(invoices.clientId, clientId)))
    .where(
      and(
        eq(creditEntries.userId, clientId),
        inRange(creditEntries.createdAt, query),
        afterCursor(creditEntries.createdAt, creditEntries.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(newestFirst(creditEntries.createdAt), newestFirst(creditEntries.id))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ entry, invoice }) => ({
      id: entry.id,
      occurred_at: entry.createdAt.toISOString(),
      kind: entry.kind,
      description: entry.description,
      amount: { currency: entry.currency, amount: entry.amountMinor },
      invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
    })),
    nextCursor:
      found.length > limit && last ? encodeCursor({ atMicros: last.atMicros, id: String(last.entry.id) }) : null,
  };
}
