import { useQuery } from '@tanstack/react-query';
import { freelancerProfileResponseSchema, type FreelancerProfile } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export const freelancerQueryKey = (id: number) => ['freelancers', id, 'profile'] as const;

/**
 * `GET /freelancers/:id` (spec §7): the freelancer's §3 fields, totals computed from contracts; a 404
 * for an unknown id or an account that is not a freelancer's. Read by the profile and the Hire page.
 */
export async function getFreelancer(id: number, signal?: AbortSignal): Promise<FreelancerProfile> {
  const { data } = await callApi(
    () => apiClient().get(`freelancers/${id}`, { signal }).json(),
    freelancerProfileResponseSchema,
  );
  return data;
}

export function useFreelancer(id: number) {
  return useQuery<FreelancerProfile, ApiError>({
    queryKey: freelancerQueryKey(id),
    queryFn: ({ signal }) => getFreelancer(id, signal),
    // An unknown freelancer stays unknown; only a dropped connection is worth another try.
    retry: (failureCount, error) => error.status === null && failureCount < 2,
  });
}
