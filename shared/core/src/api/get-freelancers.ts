import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { freelancersResponseSchema } from '@talentindia/contracts';
// The package's own entry, not a relative path: Module Federation shares it, so the page keeps one
// api client and one session however many remotes import this file.
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export type FreelancersPage = ReturnType<typeof freelancersResponseSchema.parse>;

/**
 * The query as sent, only the parts that are set: `q`, `type`, `skills` (comma-separated),
 * `min_rate` and `max_rate` (dollars), `page`, `per_page`.
 */
export type FreelancersRequest = Record<string, string | number>;

export const freelancersQueryKey = (request: FreelancersRequest) => ['freelancers', 'list', request] as const;

/**
 * `GET /freelancers` (public): one page of freelancer cards in the directory's order (identity-verified
 * and well-reviewed first), and the total. Read by the directory (remote-jobs-reports) and the Find
 * Talent lists of the service pages (remote-marketing).
 */
export function getFreelancers(request: FreelancersRequest, signal?: AbortSignal): Promise<FreelancersPage> {
  return callApi(
    () => apiClient().get('freelancers', { searchParams: request, signal }).json(),
    freelancersResponseSchema,
  );
}

export type UseFreelancersOptions = Omit<UseQueryOptions<FreelancersPage, ApiError>, 'queryKey' | 'queryFn'>;

export function useFreelancers(request: FreelancersRequest, options: UseFreelancersOptions = {}) {
  return useQuery<FreelancersPage, ApiError>({
    ...options,
    queryKey: freelancersQueryKey(request),
    queryFn: ({ signal }) => getFreelancers(request, signal),
  });
}
