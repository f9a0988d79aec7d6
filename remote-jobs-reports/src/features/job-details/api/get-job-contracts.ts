import { useInfiniteQuery } from '@tanstack/react-query';
import { contractsResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

export type ContractsPage = ReturnType<typeof contractsResponseSchema.parse>;

export const jobContractsQueryKey = (jobId: number) => [...JOBS_QUERY_KEY, 'contracts', jobId] as const;

/** `GET /contracts?job_id=&page=`: the contracts of one of the client's jobs, active and ended. */
export function getJobContracts(jobId: number, page: number, signal?: AbortSignal): Promise<ContractsPage> {
  return callApi(
    () =>
      apiClient()
        .get('contracts', { searchParams: { job_id: jobId, page }, signal })
        .json(),
    contractsResponseSchema,
  );
}

export function useJobContracts(jobId: number, enabled = true) {
  return useInfiniteQuery<ContractsPage, ApiError>({
    queryKey: jobContractsQueryKey(jobId),
    queryFn: ({ pageParam, signal }) => getJobContracts(jobId, pageParam as number, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
    enabled,
  });
}
