import { and, asc, between, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
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
  type WeekTotals,
} from '@talentindia/contracts';
import { qualified } from '../../db/list-queries';
import {
  charges,
  clientWeekTotals,
  contractWeekMinutes,
  contracts,
  invoices,
  moneyTransactions,
  releases,
  timeEntries,
  users,
} from '../../db/schema';
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

/**
 * Weekly Summary's weeks: for each week of `range`, newest first, the minutes logged on the client's
 * hourly contracts that the filters keep and those minutes at each contract's rate (each contract's
 * week rounded on its own, as its invoice is), per currency. Without a freelancer or a contract, the
 * client's running totals (`client_week_totals`, kept by triggers on the time entries: migration
 * 0017) answer it, a row per week and currency whatever the number of contracts; with one, the
 * contracts' weeks (`contract_week_minutes`) of those contracts alone.
 */
export async function weeklyTotals(
  app: FastifyInstance,
  clientId: number,
  range: WeekRange,
  filters: { freelancer?: number | undefined; contract?: number | undefined },
): Promise<WeekTotals[]> {
  const first = range.weeks.at(-1)!.monday;
  const last = range.weeks[0]!.monday;
  const rows =
    filters.freelancer === undefined && filters.contract === undefined
      ? await app.db
          .select({
            monday: clientWeekTotals.monday,
            currency: clientWeekTotals.currency,
            minutes: clientWeekTotals.minutes,
            amount: clientWeekTotals.amountMinor,
          })
          .from(clientWeekTotals)
          .where(
            and(
              eq(clientWeekTotals.clientId, clientId),
              between(clientWeekTotals.monday, first, last),
              gt(clientWeekTotals.minutes, 0),
            ),
          )
      : (
          await app.db
            .select({
              monday: contractWeekMinutes.monday,
              currency: contracts.currency,
              minutes: contractWeekMinutes.minutes,
              rate: contracts.hourlyRateMinor,
            })
            .from(contractWeekMinutes)
            .innerJoin(contracts, eq(contracts.id, contractWeekMinutes.contractId))
            .where(
              and(
                contractsOf(clientId, { ...filters, type: 'hourly' }),
                between(contractWeekMinutes.monday, first, last),
                gt(contractWeekMinutes.minutes, 0),
              ),
            )
        ).map((row) => ({ ...row, amount: amountForMinutes(row.minutes, row.rate ?? 0) }));

  const byWeek = new Map<string, { minutes: number; amounts: Map<Currency, number> }>();
  for (const row of rows) {
    const week = byWeek.get(row.monday) ?? { minutes: 0, amounts: new Map<Currency, number>() };
    week.minutes += row.minutes;
    week.amounts.set(row.currency, (week.amounts.get(row.currency) ?? 0) + row.amount);
    byWeek.set(row.monday, week);
  }
  return range.weeks.map((week) => {
    const logged = byWeek.get(week.monday);
    return {
      monday: week.monday,
      sunday: week.sunday,
      total_minutes: logged?.minutes ?? 0,
      totals: perCurrency(logged?.amounts ?? new Map()),
    };
  });
}

/**
 * One week of Weekly Summary: the client's hourly contracts (by title) that the filters keep and that
 * ran in it (started on or before its Sunday and not ended before its Monday) or have hours logged
 * in it, with the week's minutes, the weekly limit, the minutes at the contract's rate, where the
 * week stands and its invoice; the week's total minutes and amounts per currency. One statement:
 * each contract with its week's minutes (`contract_week_minutes`) and its week's invoice, paid as
 * `isInvoicePaid` reads it (nothing on the card, or a succeeded charge).
 */
export async function weekSummary(
  app: FastifyInstance,
  clientId: number,
  week: Week,
  filters: { freelancer?: number | undefined; contract?: number | undefined },
): Promise<WeekSummary> {
  // Looked up per contract (each an index probe: `contract_week_minutes`' key, `invoices_week_key`),
  // not joined: a join of the week's rows made PostgreSQL scan either table whole for 500 contracts.
  const contractId = qualified(contracts.id);
  const logged = sql<number>`coalesce((select ${qualified(contractWeekMinutes.minutes)} from ${contractWeekMinutes}
    where ${qualified(contractWeekMinutes.contractId)} = ${contractId}
      and ${qualified(contractWeekMinutes.monday)} = ${week.monday}), 0)`.mapWith(Number);
  const invoiceId = qualified(invoices.id);
  const weekInvoice = sql<[id: number, number: string, status: InvoiceStatus] | null>`(
    select json_build_array(${invoiceId}, ${qualified(invoices.number)}, case
      when exists (select 1 from ${releases} where ${qualified(releases.invoiceId)} = ${invoiceId}) then 'paid'
      when ${qualified(invoices.cardMinor)} = 0 or exists (select 1 from ${charges}
        where ${qualified(charges.invoiceId)} = ${invoiceId} and ${qualified(charges.status)} = 'succeeded')
        then 'in_review'
      else 'invoiced'
    end)
    from ${invoices}
    where ${qualified(invoices.contractId)} = ${contractId} and ${qualified(invoices.periodStart)} = ${week.monday}
      and ${qualified(invoices.kind)} = 'hourly_week')`;
  const rows = await app.db
    .select({
      id: contracts.id,
      title: contracts.title,
      jobId: contracts.jobId,
      weeklyLimit: contracts.weeklyLimit,
      hourlyRateMinor: contracts.hourlyRateMinor,
      currency: contracts.currency,
      freelancer: { id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt },
      minutes: logged,
      invoice: weekInvoice,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.freelancerId))
    .where(
      and(
        contractsOf(clientId, { ...filters, type: 'hourly' }),
        or(
          and(
            lt(contracts.startedAt, week.endsAt),
            or(isNull(contracts.endedAt), gte(contracts.endedAt, week.startsAt)),
          ),
          sql`exists (select 1 from ${contractWeekMinutes} where ${qualified(contractWeekMinutes.contractId)} = ${contractId}
            and ${qualified(contractWeekMinutes.monday)} = ${week.monday} and ${qualified(contractWeekMinutes.minutes)} > 0)`,
        ),
      ),
    )
    .orderBy(asc(contracts.title), asc(contracts.id));

  const over = app.clock.now().getTime() >= week.endsAt.getTime();
  const totals = new Map<Currency, number>();
  let totalMinutes = 0;
  const weekContracts = rows.map((row) => {
    // Every hourly contract has its rate (its offer's); none would price its hours at nothing.
    const amount = amountForMinutes(row.minutes, row.hourlyRateMinor ?? 0);
    if (row.minutes > 0) totals.set(row.currency, (totals.get(row.currency) ?? 0) + amount);
    totalMinutes += row.minutes;
    return {
      contract: { id: row.id, title: row.title, job_id: row.jobId },
      freelancer: reportPerson(row.freelancer),
      minutes: row.minutes,
      weekly_limit_hours: row.weeklyLimit,
      amount: { currency: row.currency, amount },
      status: statusOf(over, row.minutes, row.invoice?.[2]),
      invoice: row.invoice ? { id: row.invoice[0], number: row.invoice[1] } : null,
    };
  });
  return {
    monday: week.monday,
    sunday: week.sunday,
    contracts: weekContracts,
    total_minutes: totalMinutes,
    totals: perCurrency(totals),
  };
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
