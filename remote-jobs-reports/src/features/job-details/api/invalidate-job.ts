import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY } from '../../../api/get-dashboard';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

/**
 * After a change to a job or what hangs off it (a proposal moved, a contract ended), everything read
 * about jobs is read again: this job's details, proposals and contracts, the jobs list's counts and
 * statuses (all under JOBS_QUERY_KEY), and the dashboard's active jobs.
 */
export function invalidateJob(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]);
}
