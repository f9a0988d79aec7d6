import { useQuery } from '@tanstack/react-query';
import { jobResponseSchema, type JobDetail } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from './get-jobs';

/**
 * The job's cached details, read by the job's page, the offer page and the edit form; the job form
 * writes a saved job under this key, so it is on its page at once.
 */
export const jobDetailQueryKey = (jobId: number) => [...JOBS_QUERY_KEY, 'detail', jobId] as const;

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
