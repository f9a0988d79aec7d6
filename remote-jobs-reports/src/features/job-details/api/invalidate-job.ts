import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change to a job or what hangs off it (a proposal moved, a contract ended), everything read
 * about jobs is read again: this job's details, proposals and contracts, the jobs list's counts and
 * statuses (all under `['jobs']`), and the dashboard's active jobs.
 */
export function invalidateJob(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['jobs'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
