import { useQuery } from '@tanstack/react-query';
import { jobResponseSchema, type JobDetail } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export const jobQueryKey = (id: number) => ['jobs', 'detail', id] as const;

/** `GET /jobs/:id`: one of the client's own jobs (anyone else's is a 404). */
export async function getJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  const { data } = await callApi(() => apiClient().get(`jobs/${id}`, { signal }).json(), jobResponseSchema);
  return data;
}

export function useJob(id: number) {
  return useQuery<JobDetail, ApiError>({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => getJob(id, signal),
    staleTime: 0,
  });
}
