import { useQuery } from '@tanstack/react-query';
import { jobResponseSchema, type JobDetail } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** Every cached read about one job (its details, proposals, contracts) starts with this key. */
export const jobQueryKey = (jobId: number) => ['jobs', jobId] as const;
export const jobDetailQueryKey = (jobId: number) => [...jobQueryKey(jobId), 'detail'] as const;

/** `GET /jobs/:id`: one of the client's own jobs; anyone else's, or none, is a 404. */
export async function getJob(jobId: number, signal?: AbortSignal): Promise<JobDetail> {
  const { data } = await callApi(() => apiClient().get(`jobs/${jobId}`, { signal }).json(), jobResponseSchema);
  return data;
}

export function useJob(jobId: number) {
  return useQuery<JobDetail, ApiError>({
    queryKey: jobDetailQueryKey(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
  });
}
