import type { QueryClient } from '@tanstack/react-query';
import type { JobDetail, jobSavedResponseSchema } from '@talentindia/contracts';
import { jobDetailQueryKey } from '../../../api/get-job';

export type JobSaved = ReturnType<typeof jobSavedResponseSchema.parse>;

/** After a save: the job's page reads the saved job at once; the lists and the dashboard read again. */
export function rememberSavedJob(queryClient: QueryClient, job: JobDetail): void {
  queryClient.setQueryData(jobDetailQueryKey(job.id), job);
  void queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
