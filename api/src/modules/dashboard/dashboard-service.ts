import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DASHBOARD_ACTIVE_JOBS_LIMIT,
  DASHBOARD_WAITING_LIMIT,
  weekOf,
  type DashboardJob,
  type DashboardWaiting,
} from '@talentindia/contracts';
import { contracts, jobs, proposals, users } from '../../db/schema';
import { milestonesToApprove, weeksInReview } from '../contracts';
import { invoicesToPay, spendBetween } from '../money';
import { pictureUrl } from '../profile';

/** The statuses the dashboard calls active: a draft still to finish, and a job with someone working on it. */
const DASHBOARD_JOB_STATUSES = ['draft', 'active'] as const;

/**
 * The client's active jobs (drafts and jobs with an active contract), newest first, at most
 * DASHBOARD_ACTIVE_JOBS_LIMIT, each with the freelancers of its active contracts (in the order they
 * were hired). Two queries whatever the number of jobs.
 */
export async function activeJobs(app: FastifyInstance, clientId: number): Promise<DashboardJob[]> {
  const { db } = app;
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, type: jobs.type, status: jobs.status, createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), inArray(jobs.status, [...DASHBOARD_JOB_STATUSES])))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(DASHBOARD_ACTIVE_JOBS_LIMIT);
  if (rows.length === 0) return [];

  const hired = await db
    .select({
      jobId: contracts.jobId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imageKey: users.imageKey,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.freelancerId))
    .where(
      and(
        inArray(
          contracts.jobId,
          rows.map((row) => row.id),
        ),
        // The client's own contracts only, though a job's contracts are always its client's.
        eq(contracts.clientId, clientId),
        eq(contracts.status, 'active'),
      ),
    )
    .orderBy(asc(contracts.startedAt), asc(contracts.id));

  const byJob = new Map<number, DashboardJob['freelancers']>();
  for (const row of hired) {
    const list = byJob.get(row.jobId) ?? [];
    // One entry per person, should a freelancer ever hold two active contracts on one job.
    if (!list.some((freelancer) => freelancer.id === row.id))
      list.push({
        id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        image: pictureUrl(app.config.apiPublicUrl, row.imageKey),
      });
    byJob.set(row.jobId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    freelancers: byJob.get(row.id) ?? [],
  }));
}

/**
 * What waits for the client (issue 19 §1): submitted proposals on their open jobs, submitted
 * milestones, invoices to pay again or confirm, hourly weeks in review, and this week's spend (the
 * platform's week, Monday 00:00 to Monday 00:00 UTC).
 */
export async function waitingFor(app: FastifyInstance, clientId: number): Promise<DashboardWaiting> {
  const { db } = app;
  const week = weekOf(app.clock.now());
  const [proposalCount, milestones, invoices, weeks, spend] = await Promise.all([
    db
      .select({ value: count() })
      .from(proposals)
      .innerJoin(jobs, eq(jobs.id, proposals.jobId))
      .where(and(eq(jobs.clientId, clientId), eq(jobs.status, 'open'), eq(proposals.status, 'submitted'))),
    milestonesToApprove(db, clientId, DASHBOARD_WAITING_LIMIT),
    invoicesToPay(db, clientId, DASHBOARD_WAITING_LIMIT),
    weeksInReview(db, clientId, DASHBOARD_WAITING_LIMIT),
    spendBetween(db, clientId, week.startsAt, week.endsAt),
  ]);
  return {
    proposals_to_review: Number(proposalCount[0]?.value ?? 0),
    milestones_to_approve: milestones,
    invoices_to_pay: invoices,
    weeks_in_review: weeks,
    spend_this_week: spend,
  };
}
