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
import { idArray, qualified } from '../../db/list-queries';
import { charges, contracts, invoices, moneyTransactions, releases, timeEntries, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { amountForMinutes } from './pricing';
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

/**
 * Whether `day` is a day of the platform's calendar that the database holds as a date: a real
 * `YYYY-MM-DD` day (not 30 February) from year 1 to 9999. The query's pattern lets through any
 * two digits of day and year 0.
 */
function isPlatformDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < '0001-01-01') return false;
  try {
    weekOfDay(day);
    return true;
  } catch {
    return false;
  }
}

/** Refuses (422) a day that is not a real one, on its field, and `to` before `from` (on `to`). */
export function checkReportDays(days: { from?: string | undefined; to?: string | undefined }): void {
  const errors: Record<string, string> = {};
  for (const field of ['from', 'to'] as const) {
    const day = days[field];
    if (day !== undefined && !isPlatformDay(day)) errors[field] = m.dateInvalid;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, m.dateInvalid, errors);
  if (days.from !== undefined && days.to !== undefined && days.to < days.from)
    throw new HttpError(422, m.rangeReversed, { to: m.rangeReversed });
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
  checkReportDays(query);
  const to = query.to ?? platformDayOf(app.clock.now());
  const last = weekOfDay(to);
  const from = query.from ?? addCalendarDays(last.monday, -7 * (REPORT_DEFAULT_WEEKS - 1));
  // Only `from` given, after today.
  if (to < from) throw new HttpError(422, m.rangeReversed, { to: m.rangeReversed });
  const first = weekOfDay(from);
  const count = Math.round((last.startsAt.getTime() - first.startsAt.getTime()) / WEEK_MS) + 1;
  if (count > REPORT_MAX_WEEKS) throw new HttpError(422, m.tooManyWeeks, { from: m.tooManyWeeks });
  // The weeks' own days must be dates too: the first Monday of year 1 or the last Sunday of 9999 are not.
  if (!isPlatformDay(first.monday))
    throw new HttpError(422, m.dateInvalid, { [query.from ? 'from' : 'to']: m.dateInvalid });
  if (!isPlatformDay(last.sunday)) throw new HttpError(422, m.dateInvalid, { to: m.dateInvalid });
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

/**
 * Where a week of a contract stands. Not over yet: `open`. Over: as its invoice (the money area's
 * hourly week, closed by hiring's scheduler) says: `paid` once released to the freelancer,
 * `in_review` while paid and held for the client's review, `invoiced` while not paid; `no_hours`
 * without minutes. A week over with minutes and no invoice has not been closed yet (the closing runs
 * hourly and hours may still be logged into it until then): `open`.
 */
function statusOf(
  week: Week,
  now: Date,
  minutes: number,
  invoice: { released: boolean; paid: boolean } | undefined,
): WeekStatus {
  if (now < week.endsAt) return 'open';
  if (invoice) return invoice.released ? 'paid' : invoice.paid ? 'in_review' : 'invoiced';
  return minutes === 0 ? 'no_hours' : 'open';
}

/**
 * Weekly Summary: for each week of `range`, newest first, the client's hourly contracts (by title)
 * that ran in it (started on or before its Sunday and not ended before its Monday) or have hours
 * logged in it, with the week's minutes, the weekly limit, the minutes at the contract's rate, where
 * the week stands and its invoice; the week's total minutes and amounts per currency. Weeks without
 * contracts are listed empty. Three queries, whatever the number of weeks.
 */
export async function weeklySummary(
  app: FastifyInstance,
  clientId: number,
  range: WeekRange,
  filters: { freelancer?: number | undefined; contract?: number | undefined },
): Promise<WeekSummary[]> {
  const first = range.weeks.at(-1)!;
  const last = range.weeks[0]!;
  const loggedInRange = and(gte(timeEntries.workDate, first.monday), lte(timeEntries.workDate, last.sunday));
  const rows = await app.db
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
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.freelancerId))
    .where(
      and(
        contractsOf(clientId, { ...filters, type: 'hourly' }),
        or(
          and(
            lt(contracts.startedAt, last.endsAt),
            or(isNull(contracts.endedAt), gte(contracts.endedAt, first.startsAt)),
          ),
          sql`exists (select 1 from ${timeEntries} where ${qualified(timeEntries.contractId)} = ${qualified(contracts.id)}
            and ${qualified(timeEntries.workDate)} between ${first.monday} and ${last.sunday})`,
        ),
      ),
    )
    .orderBy(asc(contracts.title), asc(contracts.id));
  const ids = idArray(rows.map((row) => row.id));

  // A day's week is named by its Monday: the day less its ISO weekday (Monday 1 … Sunday 7) plus one.
  const mondayOf = sql`${timeEntries.workDate} - (extract(isodow from ${timeEntries.workDate})::int - 1)`;
  const logged =
    rows.length === 0
      ? []
      : await app.db
          .select({
            contractId: timeEntries.contractId,
            monday: sql<string>`(${mondayOf})::text`,
            minutes: sql<number>`sum(${timeEntries.minutes})::int`.mapWith(Number),
          })
          .from(timeEntries)
          .where(and(sql`${timeEntries.contractId} = any(${ids})`, loggedInRange))
          .groupBy(timeEntries.contractId, mondayOf);
  const minutesOf = new Map(logged.map((row) => [`${row.contractId} ${row.monday}`, row.minutes]));

  // Paid as `isInvoicePaid` reads it: nothing on the card, or a succeeded charge.
  const weekInvoices =
    rows.length === 0
      ? []
      : await app.db
          .select({
            id: invoices.id,
            number: invoices.number,
            contractId: invoices.contractId,
            monday: invoices.periodStart,
            released: sql<boolean>`exists (select 1 from ${releases}
              where ${qualified(releases.invoiceId)} = ${qualified(invoices.id)})`,
            paid: sql<boolean>`${qualified(invoices.cardMinor)} = 0 or exists (select 1 from ${charges}
              where ${qualified(charges.invoiceId)} = ${qualified(invoices.id)} and ${qualified(charges.status)} = 'succeeded')`,
          })
          .from(invoices)
          .where(
            and(
              sql`${invoices.contractId} = any(${ids})`,
              eq(invoices.kind, 'hourly_week'),
              gte(invoices.periodStart, first.monday),
              lte(invoices.periodStart, last.monday),
            ),
          );
  const invoiceOf = new Map(weekInvoices.map((row) => [`${row.contractId} ${row.monday}`, row]));

  const now = app.clock.now();
  return range.weeks.map((week) => {
    const totals = new Map<Currency, number>();
    let totalMinutes = 0;
    const weekContracts = rows.flatMap((row) => {
      const key = `${row.id} ${week.monday}`;
      const minutes = minutesOf.get(key) ?? 0;
      const ran = row.startedAt < week.endsAt && (row.endedAt === null || row.endedAt >= week.startsAt);
      if (!ran && minutes === 0) return [];
      const invoice = invoiceOf.get(key);
      // Every hourly contract has its rate (its offer's); none would price its hours at nothing.
      const amount = amountForMinutes(minutes, row.hourlyRateMinor ?? 0);
      totals.set(row.currency, (totals.get(row.currency) ?? 0) + amount);
      totalMinutes += minutes;
      return [
        {
          contract: { id: row.id, title: row.title, job_id: row.jobId },
          freelancer: reportPerson(row.freelancer),
          minutes,
          weekly_limit_hours: row.weeklyLimit,
          amount: { currency: row.currency, amount },
          status: statusOf(week, now, minutes, invoice),
          invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
        },
      ];
    });
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
  const people = await app.db
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
  if (people.length === 0) return [];

  const logged = await app.db
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
  const minutesOf = new Map(logged.map((row) => [row.freelancerId, row.minutes]));

  // The range's days are UTC days: from its first day's 00:00 UTC up to the day after its last.
  const paid = await app.db
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
  const spentOf = new Map<number, Map<Currency, number>>();
  for (const row of paid) {
    const spent = spentOf.get(row.freelancerId) ?? new Map<Currency, number>();
    spent.set(row.currency, row.total);
    spentOf.set(row.freelancerId, spent);
  }

  const rowsOut = people.map((person) => ({
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
