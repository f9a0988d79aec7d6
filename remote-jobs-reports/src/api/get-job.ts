import { useQuery } from '@tanstack/react-query';
import { jobResponseSchema, type JobDetail } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/**
 * The job's cached details, read by the job's page, the offer page and the edit form; the job form
 * writes a saved job under this key, so it is on its page at once. Every read about jobs is under
 * `['jobs']`, which a change to a job invalidates as a whole.
 */
export const jobDetailQueryKey = (jobId: number) => ['jobs', 'detail', jobId] as const;

/** `GET /jobs/:id`: one of the client's own jobs; anyone else's, or none, is a 404. */
export async function getJob(jobId: number, signal?: AbortSignal): Promise<JobDetail> {
  const { data } = await callApi(() => apiClient().get(`jobs/${jobId}`, { signal }).json(), jobResponseSchema);
  return data;
}

export interface UseJobOptions {
  /** How long a cached read counts as fresh; the client's default unless given. */
  staleTime?: number;
}

export function useJob(jobId: number, { staleTime }: UseJobOptions = {}) {
  return useQuery<JobDetail, ApiError>({
    queryKey: jobDetailQueryKey(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
