import type { QueryClient } from '@tanstack/react-query';
import type { JobDetail, jobSavedResponseSchema } from '@talentindia/contracts';
import { DASHBOARD_QUERY_KEY } from '../../../api/get-dashboard';
import { jobDetailQueryKey } from '../../../api/get-job';
import { JOB_LISTS_QUERY_KEY } from '../../../api/get-jobs';

export type JobSaved = ReturnType<typeof jobSavedResponseSchema.parse>;

/** After a save: the job's page reads the saved job at once; the lists and the dashboard read again. */
export function rememberSavedJob(queryClient: QueryClient, job: JobDetail): void {
  queryClient.setQueryData(jobDetailQueryKey(job.id), job);
  void queryClient.invalidateQueries({ queryKey: JOB_LISTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
}
