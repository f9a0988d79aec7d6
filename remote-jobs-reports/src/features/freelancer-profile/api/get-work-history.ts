import { useInfiniteQuery } from '@tanstack/react-query';
import { workHistoryResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export type WorkHistoryStatus = 'completed' | 'in_progress';
export type WorkHistoryPage = ReturnType<typeof workHistoryResponseSchema.parse>;

/** `GET /freelancers/:id/work-history?status=&page=`: one page of the profile's Completed Jobs or In Progress tab. */
export function getWorkHistory(
  id: number,
  status: WorkHistoryStatus,
  page: number,
  signal?: AbortSignal,
): Promise<WorkHistoryPage> {
  return callApi(
    () => apiClient().get(`freelancers/${id}/work-history`, { searchParams: { status, page }, signal }).json(),
    workHistoryResponseSchema,
  );
}

/** The tab's pages so far; Load More asks for the next while `has_more` says there is one. */
export function useWorkHistory(id: number, status: WorkHistoryStatus) {
  return useInfiniteQuery<WorkHistoryPage, ApiError>({
    queryKey: ['freelancers', id, 'work-history', status],
    queryFn: ({ pageParam, signal }) => getWorkHistory(id, status, pageParam as number, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
  });
}
