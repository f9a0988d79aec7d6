import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { proposalsResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from './get-jobs';

export type ProposalsView = 'all' | 'shortlisted' | 'archived';
export type ProposalsPage = ReturnType<typeof proposalsResponseSchema.parse>;

export const proposalsQueryKey = (jobId: number, view: ProposalsView) =>
  [...JOBS_QUERY_KEY, 'proposals', jobId, view] as const;

/**
 * `GET /jobs/:id/proposals?view=&page=`: one page of a tab ("all" leaves the archived out), with the
 * count of every tab. Read by the job's page, and by the offer page to find the proposal it answers.
 */
export function getProposals(jobId: number, view: ProposalsView, page: number, signal?: AbortSignal) {
  return callApi(
    () => apiClient().get(`jobs/${jobId}/proposals`, { searchParams: { view, page }, signal }).json(),
    proposalsResponseSchema,
  );
}

/**
 * A tab's proposals, page after page ("Load More"). While another tab loads, the last answer stays
 * (marked as placeholder): its counts keep the tabs' numbers steady.
 */
export function useProposals(jobId: number, view: ProposalsView) {
  return useInfiniteQuery<ProposalsPage, ApiError>({
    queryKey: proposalsQueryKey(jobId, view),
    queryFn: ({ pageParam, signal }) => getProposals(jobId, view, pageParam as number, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
