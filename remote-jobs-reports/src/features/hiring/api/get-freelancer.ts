import { useQuery } from '@tanstack/react-query';
import { freelancerProfileResponseSchema, type FreelancerProfile } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** `GET /freelancers/:id`: the freelancer to hire (404 for an unknown id or an account that is not one). */
export async function getFreelancer(freelancerId: number, signal?: AbortSignal): Promise<FreelancerProfile> {
  const { data } = await callApi(
    () => apiClient().get(`freelancers/${freelancerId}`, { signal }).json(),
    freelancerProfileResponseSchema,
  );
  return data;
}

export function useFreelancer(freelancerId: number) {
  return useQuery<FreelancerProfile, ApiError>({
    queryKey: ['freelancers', freelancerId],
    queryFn: ({ signal }) => getFreelancer(freelancerId, signal),
  });
}
