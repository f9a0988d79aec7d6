import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { weekOf, weekOfDay, type Week } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { qualified } from '../../db/list-queries';
import { contracts, hourlyWeekDisputes, hourlyWeeks, timeEntries } from '../../db/schema';
import type { PeriodicTask } from '../../services/scheduler';
import { amountForMinutes, collectCharge, isInvoicePaid, issueInvoice, releaseInvoice } from '../money';
import { durationText } from './hiring-notices';
import { tellWeekPaid } from './week-notices';

/** Days after a week ends that the client has to review its hours before they are paid to the freelancer. */
export const REVIEW_DAYS = 5;
/** Weeks closed by one run at most; the next run goes on (a run also catches up after downtime). */
const CLOSE_BATCH = 500;
/**
 * Contracts whose weeks one run closes at once (each contract's in order, oldest first): the invoice
 * number's counter row is the only lock they all share, held for a few statements; the rest (pricing,
 * credits, the card's charge at the provider) overlaps. The pool keeps connections for requests.
 */
const CLOSE_CONCURRENCY = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

const weekRange = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A week's days as its invoice names them: "2 – 8 Mar 2026", "30 Nov – 6 Dec 2026" (the platform's
 * days are UTC). Intl spaces the dash with thin spaces, which the PDF's standard fonts cannot draw.
 */
function weekDays(week: Week): string {
  return weekRange.formatRange(week.startsAt, new Date(week.endsAt.getTime() - 1)).replace(/\s/g, ' ');
}

/**
 * The moment a run acts as of: the weeks ended and the reviews ended by then, and the times the
 * weeks' own rows record (closed_at, released_at). The app's clock by default; the demo's seeding
 * runs the weeks of its past months as of each week's end. What the run has other areas write (the
 * invoice, its charge and ledger entries, the release, the thread event, the bell) they date by the
 * app's clock; the seeding dates those back with the moment (its `moveBack`).
 */
export interface WeeksRunOptions {
  asOf?: Date;
}

/** The minutes logged on a contract for the days of `week`. Reads in `db` (the caller's transaction). */
export async function minutesLogged(db: Database, contractId: number, week: Week): Promise<number> {
  const [logged] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.contractId, contractId),
        gte(timeEntries.workDate, week.monday),
        lte(timeEntries.workDate, week.sunday),
      ),
    );
  return Number(logged?.minutes ?? 0);
}

/** Whether the week starting `monday` of a contract was closed (its hours invoiced). Reads in `db`. */
export async function isWeekClosed(db: Database, contractId: number, monday: string): Promise<boolean> {
  const [row] = await db
    .select({ id: hourlyWeeks.id })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.contractId, contractId), eq(hourlyWeeks.monday, monday)));
  return row !== undefined;
}

/**
 * Closes one ended week of an hourly contract: its hours at the contract's rate invoiced to the
 * client (the money area prices it, takes credits and opens the card's charge), held for review
 * until REVIEW_DAYS after the week ended. Under the contract's lock, so hours cannot be logged into
 * the week while it closes, and a week already closed (by another process) is left alone. Returns
 * the charge to collect once committed, or null.
 */
async function closeWeek(
  app: FastifyInstance,
  contractId: number,
  monday: string,
  asOf: Date,
): Promise<number | null | 'closed'> {
  const week = weekOfDay(monday);
  return app.db.transaction(async (tx) => {
    const [contract] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update');
    if (!contract || contract.type !== 'hourly' || contract.hourlyRateMinor === null) return 'closed';
    // Read after the lock, in a statement of its own: its snapshot sees a close that another process
    // committed while this one waited for the lock (a subquery of the locking statement would not).
    const [logged] = await tx
      .select({
        closed: sql<boolean>`exists (select 1 from ${hourlyWeeks} where ${qualified(hourlyWeeks.contractId)} = ${qualified(contracts.id)}
          and ${qualified(hourlyWeeks.monday)} = ${week.monday})`,
        minutes: sql<number>`(select coalesce(sum(${qualified(timeEntries.minutes)}), 0)::int from ${timeEntries}
          where ${qualified(timeEntries.contractId)} = ${qualified(contracts.id)}
          and ${qualified(timeEntries.workDate)} between ${week.monday} and ${week.sunday})`.mapWith(Number),
      })
      .from(contracts)
      .where(eq(contracts.id, contractId));
    if (logged!.closed) return 'closed';
    const minutes = logged!.minutes;
    if (minutes === 0) return 'closed';
    const issued = await issueInvoice(app, tx, {
      clientId: contract.clientId,
      freelancerId: contract.freelancerId,
      contractId,
      contractType: 'hourly',
      kind: 'hourly_week',
      periodStart: week.monday,
      periodEnd: week.sunday,
      description: `Hours, ${weekDays(week)} (${durationText(minutes)})`,
      workMinor: amountForMinutes(minutes, contract.hourlyRateMinor),
      currency: contract.currency,
    });
    await tx.insert(hourlyWeeks).values({
      contractId,
      monday: week.monday,
      sunday: week.sunday,
      minutes,
      hourlyRateMinor: contract.hourlyRateMinor,
      invoiceId: issued.invoiceId,
      reviewEndsAt: new Date(week.endsAt.getTime() + REVIEW_DAYS * DAY_MS),
      closedAt: asOf,
    });
    return issued.chargeId;
  });
}

/**
 * Closes every week that has ended with hours logged and is not closed yet (each contract's oldest
 * first, a few contracts at once), whatever the time it runs: a run after downtime catches up on
 * every week missed. Each week's card charge is
 * collected after its close commits; one the provider does not answer now is finished by the
 * money area's reconciler.
 */
export async function closeEndedWeeks(
  app: FastifyInstance,
  options: WeeksRunOptions = {},
): Promise<{ closed: number }> {
  const asOf = options.asOf ?? app.clock.now();
  const thisMonday = weekOf(asOf).monday;
  const mondayOf = sql<string>`date_trunc('week', ${timeEntries.workDate})::date`;
  const open = (await app.db
    .select({ contractId: timeEntries.contractId, monday: sql<string>`${mondayOf}::text` })
    .from(timeEntries)
    .innerJoin(contracts, eq(contracts.id, timeEntries.contractId))
    .where(
      and(
        eq(contracts.type, 'hourly'),
        sql`${timeEntries.workDate} < ${thisMonday}`,
        sql`not exists (select 1 from ${hourlyWeeks} where ${hourlyWeeks.contractId} = ${timeEntries.contractId}
          and ${hourlyWeeks.monday} = ${mondayOf})`,
      ),
    )
    .groupBy(timeEntries.contractId, mondayOf)
    .orderBy(asc(mondayOf), asc(timeEntries.contractId))
    .limit(CLOSE_BATCH)) as { contractId: number; monday: string }[];
  // Each contract's weeks in order, oldest first; CLOSE_CONCURRENCY contracts at a time.
  const weeksOf = new Map<number, string[]>();
  for (const { contractId, monday } of open) {
    const id = Number(contractId);
    weeksOf.set(id, [...(weeksOf.get(id) ?? []), monday]);
  }
  const queue = [...weeksOf.entries()];
  let closed = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [contractId, mondays] = next;
      for (const monday of mondays) {
        const chargeId = await closeWeek(app, contractId, monday, asOf);
        if (chargeId === 'closed') continue;
        closed += 1;
        if (chargeId !== null) {
          await collectCharge(app, chargeId).catch((error: Error) =>
            app.log.warn(`A week's charge was left for the reconciler (${error.message}).`),
          );
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CLOSE_CONCURRENCY }, worker));
  return { closed };
}

/** A week with a dispute of its hours open: held until the freelancer accepts it or the client withdraws it. */
const disputeOpen = sql`exists (select 1 from ${hourlyWeekDisputes}
  where ${qualified(hourlyWeekDisputes.hourlyWeekId)} = ${qualified(hourlyWeeks.id)}
  and ${qualified(hourlyWeekDisputes.status)} = 'open')`;

/**
 * Releases the weeks whose review has ended and whose invoice is paid: the freelancer is paid the
 * hours (less what accepted disputes refunded) and told in the same transaction (`week_paid` in the
 * conversation, the bell, a mail by preference). A week whose invoice is not paid yet waits for it;
 * one with a dispute open waits until it is settled (disputes take the week's lock, so one cannot
 * open between the check and the release).
 */
export async function releaseReviewedWeeks(
  app: FastifyInstance,
  options: WeeksRunOptions = {},
): Promise<{ released: number; waiting: number }> {
  const asOf = options.asOf ?? app.clock.now();
  const due = await app.db
    .select({ id: hourlyWeeks.id })
    .from(hourlyWeeks)
    .where(and(eq(hourlyWeeks.status, 'in_review'), lte(hourlyWeeks.reviewEndsAt, asOf), sql`not ${disputeOpen}`))
    .orderBy(asc(hourlyWeeks.reviewEndsAt))
    .limit(CLOSE_BATCH);
  let released = 0;
  let waiting = 0;
  for (const { id } of due) {
    const done = await app.db.transaction(async (tx) => {
      const [week] = await tx.select().from(hourlyWeeks).where(eq(hourlyWeeks.id, id)).for('update');
      if (!week || week.status !== 'in_review') return 'skipped' as const;
      const [disputed] = await tx
        .select({ id: hourlyWeeks.id })
        .from(hourlyWeeks)
        .where(and(eq(hourlyWeeks.id, id), disputeOpen));
      if (disputed) return 'skipped' as const;
      if (!(await isInvoicePaid(tx, week.invoiceId))) return 'waiting' as const;
      const release = await releaseInvoice(app, tx, week.invoiceId);
      await tx.update(hourlyWeeks).set({ status: 'released', releasedAt: asOf }).where(eq(hourlyWeeks.id, id));
      await tellWeekPaid(app, tx, week, release);
      return 'released' as const;
    });
    if (done === 'released') released += 1;
    if (done === 'waiting') waiting += 1;
  }
  return { released, waiting };
}

/**
 * The hourly weeks as a scheduled task: at 10 past every hour, once across all api processes, the
 * weeks that ended are closed and invoiced, and the weeks whose review ended are released. A week
 * ends on Monday 00:00 UTC; a run after downtime catches up.
 */
export const hourlyWeeksTask: PeriodicTask = {
  name: 'hourly-weeks',
  schedule: '10 * * * *',
  run: async (app) => ({ ...(await closeEndedWeeks(app)), ...(await releaseReviewedWeeks(app)) }),
};
