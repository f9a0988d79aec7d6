import { useInfiniteQuery } from '@tanstack/react-query';
import { offersResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

export type OffersPage = ReturnType<typeof offersResponseSchema.parse>;

export const jobOffersQueryKey = (jobId: number) => [...JOBS_QUERY_KEY, 'offers', jobId] as const;

/** `GET /offers?job_id=&page=`: the offers the client sent for one of their jobs, newest first, of every status. */
export function getJobOffers(jobId: number, page: number, signal?: AbortSignal): Promise<OffersPage> {
  return callApi(
    () =>
      apiClient()
        .get('offers', { searchParams: { job_id: jobId, page }, signal })
        .json(),
    offersResponseSchema,
  );
}

export function useJobOffers(jobId: number) {
  return useInfiniteQuery<OffersPage, ApiError>({
    queryKey: jobOffersQueryKey(jobId),
    queryFn: ({ pageParam, signal }) => getJobOffers(jobId, pageParam as number, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
  });
}
