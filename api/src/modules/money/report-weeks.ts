import { and, asc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addCalendarDays,
  platformDayOf,
  REPORT_DEFAULT_WEEKS,
  REPORT_MAX_WEEKS,
  reportMessages as m,
  weekOfDay,
  type FreelancerTime,
  type Money,
  type ReportType,
  type Week,
  type WeekSummary,
} from '@talentindia/contracts';
import { qualified } from '../../db/list-queries';
import { charges, contracts, invoices, moneyTransactions, releases, timeEntries, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { amountForMinutes } from './pricing';
import { isReportDay } from './report-checks';
import { reportPerson } from './report-queries';

/*
 * Issue 20 §2: the two reports that read the hours logged beside the money, Weekly Summary and Time
 * by freelancer, for the client's own contracts only. Hiring's rows (contracts, time entries) are
 * read here from the schema: hiring depends on money (ADR 021), so money cannot import hiring's
 * services without a cycle (ADR 015). Every amount is an integer in minor units; totals are sums of
 * integers, one per currency.
 */

type Currency = Money['currency'];
type WeekStatus = WeekSummary['contracts'][number]['status'];

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Amounts per currency as every report lists them: US dollars first, then the others by code. */
function perCurrency(amounts: Map<Currency, number>): Money[] {
  return [...amounts.entries()]
    .sort(([a], [b]) => (a === 'USD' ? -1 : b === 'USD' ? 1 : a.localeCompare(b, 'en')))
    .map(([currency, amount]) => ({ currency, amount }));
}

/** The days Weekly Summary covers, with defaults filled in, and its weeks, newest first. */
export interface WeekRange {
  from: string;
  to: string;
  weeks: Week[];
}

/**
 * The weeks (Monday to Sunday, UTC: ADR 016) that the days from `from` to `to` touch, newest first.
 * `to` is today (the platform's day) when left out; `from` the Monday `REPORT_DEFAULT_WEEKS` − 1
 * weeks before `to`'s week. 422: a day that is not one (on its field), `to` before `from` (on `to`),
 * more than `REPORT_MAX_WEEKS` weeks (on `from`).
 */
export function weekRangeOf(app: FastifyInstance, query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ?? platformDayOf(app.clock.now());
  const last = weekOfDay(to);
  const from = query.from ?? addCalendarDays(last.monday, -7 * (REPORT_DEFAULT_WEEKS - 1));
  // Only `from` given, after today.
  if (to < from) throw new HttpError(422, m.rangeReversed, { to: m.rangeReversed });
  const first = weekOfDay(from);
  const count = Math.round((last.startsAt.getTime() - first.startsAt.getTime()) / WEEK_MS) + 1;
  if (count > REPORT_MAX_WEEKS) throw new HttpError(422, m.tooManyWeeks, { from: m.tooManyWeeks });
  // The weeks' own days must be dates too: the first Monday of year 1 or the last Sunday of 9999 are not.
  if (!isReportDay(first.monday))
    throw new HttpError(422, m.dateInvalid, { [query.from ? 'from' : 'to']: m.dateInvalid });
  if (!isReportDay(last.sunday)) throw new HttpError(422, m.dateInvalid, { to: m.dateInvalid });
  const weeks = Array.from({ length: count }, (_value, index) => weekOfDay(addCalendarDays(last.monday, -7 * index)));
  return { from, to, weeks } satisfies WeekRange;
}

/** The client's contracts the filters keep (a contract or freelancer of another client keeps none). */
function contractsOf(clientId: number, filters: { type?: ReportType; freelancer?: number; contract?: number }): SQL {
  return and(
    eq(contracts.clientId, clientId),
    filters.type === undefined || filters.type === 'all' ? undefined : eq(contracts.type, filters.type),
    filters.freelancer === undefined ? undefined : eq(contracts.freelancerId, filters.freelancer),
    filters.contract === undefined ? undefined : eq(contracts.id, filters.contract),
  )!;
}

/** Where a closed week's invoice stands: released to the freelancer, paid and held for review, or not paid. */
type InvoiceStatus = Extract<WeekStatus, 'paid' | 'in_review' | 'invoiced'>;

/**
 * Where a week of a contract stands. Not over yet: `open`. Over: as its invoice (the money area's
 * hourly week, closed by hiring's scheduler) says: `paid` once released to the freelancer,
 * `in_review` while paid and held for the client's review, `invoiced` while not paid; `no_hours`
 * without minutes. A week over with minutes and no invoice has not been closed yet (the closing runs
 * hourly and hours may still be logged into it until then): `open`.
 */
function statusOf(over: boolean, minutes: number, invoice: InvoiceStatus | undefined): WeekStatus {
  if (!over) return 'open';
  if (invoice) return invoice;
  return minutes === 0 ? 'no_hours' : 'open';
}

/** A week's invoice in its contract's row: the week's place in the range (0: the newest), id, number, status. */
type WeekInvoice = [week: number, id: number, number: string, status: InvoiceStatus];

/**
 * Weekly Summary: for each week of `range`, newest first, the client's hourly contracts (by title)
 * that ran in it (started on or before its Sunday and not ended before its Monday) or have hours
 * logged in it, with the week's minutes, the weekly limit, the minutes at the contract's rate, where
 * the week stands and its invoice; the week's total minutes and amounts per currency. Weeks without
 * contracts are listed empty.
 *
 * Two statements, whatever the number of weeks: a row per contract with its minutes per week
 * (summed from `time_entries_contract_id_idx` alone), and a row per contract with its weeks'
 * invoices, each as a JSON array of the weeks by their place in the range: a year of 500 contracts
 * is 500 rows of each, not 26,000.
 */
export async function weeklySummary(
  app: FastifyInstance,
  clientId: number,
  range: WeekRange,
  filters: { freelancer?: number | undefined; contract?: number | undefined },
): Promise<WeekSummary[]> {
  const first = range.weeks.at(-1)!;
  const last = range.weeks[0]!;
  const contractId = qualified(contracts.id);
  // A day's week, by its place in the range: the whole weeks from its day to the range's last Sunday.
  const logged = sql<[week: number, minutes: number][] | null>`(
    select json_agg(json_build_array(week, minutes)) from (
      select (${last.sunday}::date - ${qualified(timeEntries.workDate)}) / 7 as week,
        sum(${qualified(timeEntries.minutes)})::int as minutes
      from ${timeEntries}
      where ${qualified(timeEntries.contractId)} = ${contractId}
        and ${qualified(timeEntries.workDate)} between ${first.monday} and ${last.sunday}
      group by 1
    ) as logged)`;
  // The week's invoice (its period starts on the week's Monday), paid as `isInvoicePaid` reads it:
  // nothing on the card, or a succeeded charge.
  const invoiceId = qualified(invoices.id);
  const periodStart = qualified(invoices.periodStart);
  const weekInvoices = sql<WeekInvoice[] | null>`(
    select json_agg(json_build_array(
      (${last.monday}::date - ${periodStart}) / 7,
      ${invoiceId},
      ${qualified(invoices.number)},
      case
        when exists (select 1 from ${releases} where ${qualified(releases.invoiceId)} = ${invoiceId}) then 'paid'
        when ${qualified(invoices.cardMinor)} = 0 or exists (select 1 from ${charges}
          where ${qualified(charges.invoiceId)} = ${invoiceId} and ${qualified(charges.status)} = 'succeeded')
          then 'in_review'
        else 'invoiced'
      end))
    from ${invoices}
    where ${qualified(invoices.contractId)} = ${contractId} and ${qualified(invoices.kind)} = 'hourly_week'
      and ${periodStart} between ${first.monday} and ${last.monday}
      and (${last.monday}::date - ${periodStart}) % 7 = 0)`;
  const kept = contractsOf(clientId, { ...filters, type: 'hourly' });
  // Two statements asked at once, on two of the pool's connections: the contracts with their
  // minutes, and their weeks' invoices (the longer: two lookups per invoice for its status).
  const [rows, invoiced] = await Promise.all([
    app.db
      .select({
        id: contracts.id,
        title: contracts.title,
        jobId: contracts.jobId,
        weeklyLimit: contracts.weeklyLimit,
        hourlyRateMinor: contracts.hourlyRateMinor,
        currency: contracts.currency,
        startedAt: contracts.startedAt,
        endedAt: contracts.endedAt,
        freelancer: { id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt },
        logged,
      })
      .from(contracts)
      .innerJoin(users, eq(users.id, contracts.freelancerId))
      .where(
        and(
          kept,
          or(
            and(
              lt(contracts.startedAt, last.endsAt),
              or(isNull(contracts.endedAt), gte(contracts.endedAt, first.startsAt)),
            ),
            sql`exists (select 1 from ${timeEntries} where ${qualified(timeEntries.contractId)} = ${contractId}
              and ${qualified(timeEntries.workDate)} between ${first.monday} and ${last.sunday})`,
          ),
        ),
      )
      .orderBy(asc(contracts.title), asc(contracts.id)),
    app.db.select({ id: contracts.id, invoices: weekInvoices }).from(contracts).where(kept),
  ]);
  const invoicesOf = new Map(invoiced.map((row) => [row.id, row.invoices]));

  const weekCount = range.weeks.length;
  const contractWeeks = rows.map((row) => {
    const minutes = new Array<number>(weekCount).fill(0);
    for (const [week, sum] of row.logged ?? []) minutes[week] = sum;
    const weekInvoice = new Array<WeekInvoice | undefined>(weekCount);
    for (const invoice of invoicesOf.get(row.id) ?? []) weekInvoice[invoice[0]] = invoice;
    return {
      // The same objects in every week: they are only read to be sent.
      contract: { id: row.id, title: row.title, job_id: row.jobId },
      freelancer: reportPerson(row.freelancer),
      weeklyLimit: row.weeklyLimit,
      // Every hourly contract has its rate (its offer's); none would price its hours at nothing.
      rate: row.hourlyRateMinor ?? 0,
      currency: row.currency,
      startedAt: row.startedAt.getTime(),
      endedAt: row.endedAt?.getTime() ?? null,
      minutes,
      weekInvoice,
    };
  });

  const now = app.clock.now().getTime();
  return range.weeks.map((week, index) => {
    const startsAt = week.startsAt.getTime();
    const endsAt = week.endsAt.getTime();
    const totals = new Map<Currency, number>();
    let totalMinutes = 0;
    const weekContracts: WeekSummary['contracts'] = [];
    for (const row of contractWeeks) {
      const minutes = row.minutes[index]!;
      const ran = row.startedAt < endsAt && (row.endedAt === null || row.endedAt >= startsAt);
      if (!ran && minutes === 0) continue;
      const invoice = row.weekInvoice[index];
      const amount = amountForMinutes(minutes, row.rate);
      totals.set(row.currency, (totals.get(row.currency) ?? 0) + amount);
      totalMinutes += minutes;
      weekContracts.push({
        contract: row.contract,
        freelancer: row.freelancer,
        minutes,
        weekly_limit_hours: row.weeklyLimit,
        amount: { currency: row.currency, amount },
        status: statusOf(now >= endsAt, minutes, invoice?.[3]),
        invoice: invoice ? { id: invoice[1], number: invoice[2] } : null,
      });
    }
    return {
      monday: week.monday,
      sunday: week.sunday,
      contracts: weekContracts,
      total_minutes: totalMinutes,
      totals: perCurrency(totals),
    };
  });
}

/**
 * Time by freelancer: each freelancer of the client's contracts that the filters keep, with the
 * minutes logged on those of them that are hourly on days from `from` to `to` (either end open), how
 * many of those contracts they have, and what the client paid on them in the range (payments less
 * refunds, work + fee + tax, per currency: the money area's transactions, whose refunds are
 * negative). Most minutes first, then by name.
 */
export async function timeByFreelancer(
  app: FastifyInstance,
  clientId: number,
  filters: { from?: string | undefined; to?: string | undefined; type: ReportType; contract?: number | undefined },
): Promise<FreelancerTime[]> {
  const kept = contractsOf(clientId, filters);
  // Three queries of different tables, none needing another's answer: asked at once, on three of
  // the pool's connections.
  const people = app.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
      contracts: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.freelancerId))
    .where(kept)
    .groupBy(users.id);

  const logged = app.db
    .select({
      freelancerId: contracts.freelancerId,
      minutes: sql<number>`sum(${timeEntries.minutes})`.mapWith(Number),
    })
    .from(timeEntries)
    .innerJoin(contracts, eq(contracts.id, timeEntries.contractId))
    .where(
      and(
        kept,
        eq(contracts.type, 'hourly'),
        filters.from === undefined ? undefined : gte(timeEntries.workDate, filters.from),
        filters.to === undefined ? undefined : lte(timeEntries.workDate, filters.to),
      ),
    )
    .groupBy(contracts.freelancerId);

  // The range's days are UTC days: from its first day's 00:00 UTC up to the day after its last.
  const paid = app.db
    .select({
      freelancerId: moneyTransactions.freelancerId,
      currency: moneyTransactions.currency,
      total: sql<number>`sum(${moneyTransactions.totalMinor})`.mapWith(Number),
    })
    .from(moneyTransactions)
    .where(
      and(
        eq(moneyTransactions.clientId, clientId),
        filters.type === 'all' ? undefined : eq(moneyTransactions.contractType, filters.type),
        filters.contract === undefined ? undefined : eq(moneyTransactions.contractId, filters.contract),
        filters.from === undefined
          ? undefined
          : sql`${moneyTransactions.occurredAt} >= (${filters.from}::date)::timestamp at time zone 'UTC'`,
        filters.to === undefined
          ? undefined
          : sql`${moneyTransactions.occurredAt} < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`,
      ),
    )
    .groupBy(moneyTransactions.freelancerId, moneyTransactions.currency);

  const [freelancers, minutesLogged, payments] = await Promise.all([people, logged, paid]);
  if (freelancers.length === 0) return [];
  const minutesOf = new Map(minutesLogged.map((row) => [row.freelancerId, row.minutes]));
  const spentOf = new Map<number, Map<Currency, number>>();
  for (const row of payments) {
    const spent = spentOf.get(row.freelancerId) ?? new Map<Currency, number>();
    spent.set(row.currency, row.total);
    spentOf.set(row.freelancerId, spent);
  }

  const rowsOut = freelancers.map((person) => ({
    userId: person.id,
    row: {
      freelancer: reportPerson(person),
      minutes: minutesOf.get(person.id) ?? 0,
      contracts: person.contracts,
      spent: perCurrency(spentOf.get(person.id) ?? new Map()),
    },
  }));
  // Equal minutes and names (two deleted users, say) keep one order: the account's.
  rowsOut.sort(
    (a, b) =>
      b.row.minutes - a.row.minutes ||
      a.row.freelancer.name.localeCompare(b.row.freelancer.name, 'en') ||
      a.userId - b.userId,
  );
  return rowsOut.map(({ row }) => row);
}
