import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ACTIVE_JOBS_LIMIT, type DashboardJob } from '@talentindia/contracts';
import { contracts, jobs, users } from '../../db/schema';
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
