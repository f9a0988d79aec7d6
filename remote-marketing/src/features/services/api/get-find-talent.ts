import { useQuery } from '@tanstack/react-query';
import {
  FIND_TALENT_LIST_SIZE,
  freelancersResponseSchema,
  type DeveloperType,
  type FreelancerCard,
} from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/**
 * `GET /freelancers?type=&per_page=6`, public: a few real freelancers of one developer type, in the
 * directory's own order (identity-verified and well-reviewed first).
 */
export async function getFindTalent(type: DeveloperType, signal?: AbortSignal): Promise<FreelancerCard[]> {
  const { data } = await callApi(
    () =>
      apiClient()
        .get('freelancers', { searchParams: { type, per_page: FIND_TALENT_LIST_SIZE }, signal })
        .json(),
    freelancersResponseSchema,
  );
  return data;
}

export function useFindTalent(type: DeveloperType) {
  return useQuery<FreelancerCard[], ApiError>({
    queryKey: ['find-talent', type],
    queryFn: ({ signal }) => getFindTalent(type, signal),
    // The list changes slowly; moving between the four pages and back need not ask again.
    staleTime: 5 * 60_000,
  });
}
