import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contracts, hourlyWeeks, milestones, users } from '../../db/schema';
import { money } from './hiring-helpers';

/*
 * What of hiring waits for the client (the dashboard, issue 19 §1): submitted milestones to approve
 * and hourly weeks in their review, the oldest first (the most urgent), `count` all of them.
 */

const nameOf = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export async function milestonesToApprove(db: Database, clientId: number, limit: number) {
  const where = and(
    eq(contracts.clientId, clientId),
    eq(contracts.status, 'active'),
    eq(milestones.status, 'submitted'),
  );
  const [total] = await db
    .select({ value: count() })
    .from(milestones)
    .innerJoin(contracts, eq(contracts.id, milestones.contractId))
    .where(where);
  const rows = await db
    .select({
      contractId: contracts.id,
      jobId: contracts.jobId,
      milestoneId: milestones.id,
      name: milestones.name,
      currency: milestones.currency,
      amountMinor: milestones.amountMinor,
      freelancerName: nameOf,
      submittedAt: milestones.submittedAt,
    })
    .from(milestones)
    .innerJoin(contracts, eq(contracts.id, milestones.contractId))
    .innerJoin(users, eq(users.id, contracts.freelancerId))
    .where(where)
    .orderBy(asc(milestones.submittedAt), asc(milestones.id))
    .limit(limit);
  return {
    count: Number(total?.value ?? 0),
    items: rows.map((row) => ({
      contract_id: row.contractId,
      job_id: row.jobId,
      milestone_id: row.milestoneId,
      name: row.name,
      amount: money(row.currency, row.amountMinor),
      freelancer_name: row.freelancerName,
      submitted_at: (row.submittedAt ?? new Date(0)).toISOString(),
    })),
  };
}

export async function weeksInReview(db: Database, clientId: number, limit: number) {
  const where = and(eq(contracts.clientId, clientId), eq(hourlyWeeks.status, 'in_review'));
  const [total] = await db
    .select({ value: count() })
    .from(hourlyWeeks)
    .innerJoin(contracts, eq(contracts.id, hourlyWeeks.contractId))
    .where(where);
  const rows = await db
    .select({
      contractId: contracts.id,
      jobId: contracts.jobId,
      freelancerName: nameOf,
      monday: hourlyWeeks.monday,
      sunday: hourlyWeeks.sunday,
      minutes: hourlyWeeks.minutes,
      reviewEndsAt: hourlyWeeks.reviewEndsAt,
    })
    .from(hourlyWeeks)
    .innerJoin(contracts, eq(contracts.id, hourlyWeeks.contractId))
    .innerJoin(users, eq(users.id, contracts.freelancerId))
    .where(where)
    .orderBy(asc(hourlyWeeks.reviewEndsAt), asc(hourlyWeeks.id))
    .limit(limit);
  return {
    count: Number(total?.value ?? 0),
    items: rows.map((row) => ({
      contract_id: row.contractId,
      job_id: row.jobId,
      freelancer_name: row.freelancerName,
      monday: row.monday,
      sunday: row.sunday,
      minutes: row.minutes,
      review_ends_at: row.reviewEndsAt.toISOString(),
    })),
  };
}
