import { useQuery } from '@tanstack/react-query';
import type { JobRow, JobStatus } from '@talentindia/contracts';
import type { ApiError } from '@talentindia/core';
import { getJobsPage, JOBS_QUERY_KEY } from '../../../api/get-jobs';

/** Enough for any real client; a longer list would need a search box instead of a select. */
const MAX_PAGES = 20;

async function jobsWithStatus(status: JobStatus, signal?: AbortSignal): Promise<JobRow[]> {
  const rows: JobRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { rows: found, meta } = await getJobsPage({ status }, page, signal);
    rows.push(...found);
    if (!meta.has_more) break;
  }
  return rows;
}

/**
 * The jobs the client can hire for (open, or active with a contract already), newest first: the
 * choice of the offer form opened from a freelancer's profile. `GET /jobs?status=` for each status.
 */
export async function getHiringJobs(signal?: AbortSignal): Promise<JobRow[]> {
  const [open, active] = await Promise.all([jobsWithStatus('open', signal), jobsWithStatus('active', signal)]);
  return [...open, ...active].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

export function useHiringJobs() {
  return useQuery<JobRow[], ApiError>({
    queryKey: [...JOBS_QUERY_KEY, 'hiring'],
    queryFn: ({ signal }) => getHiringJobs(signal),
  });
}
