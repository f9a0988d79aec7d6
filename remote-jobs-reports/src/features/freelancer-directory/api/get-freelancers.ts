import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { freelancersResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export type FreelancersPage = ReturnType<typeof freelancersResponseSchema.parse>;

/** The directory's request, as sent: only the filters that are set (`skills` comma-separated, rates in dollars). */
export type DirectoryRequest = Record<string, string>;

/** `GET /freelancers?q=&type=&skills=&min_rate=&max_rate=&page=`: one page of freelancer cards and the total. */
export function getFreelancers(request: DirectoryRequest, signal?: AbortSignal): Promise<FreelancersPage> {
  return callApi(
    () => apiClient().get('freelancers', { searchParams: request, signal }).json(),
    freelancersResponseSchema,
  );
}

/**
 * The page the filters ask for. The previous results stay on screen while the next ones load, so
 * the list does not flash empty on every keystroke; nothing is asked while a filter is invalid.
 */
export function useFreelancers(request: DirectoryRequest, enabled: boolean) {
  return useQuery<FreelancersPage, ApiError>({
    queryKey: ['freelancers', 'directory', request],
    queryFn: ({ signal }) => getFreelancers(request, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
