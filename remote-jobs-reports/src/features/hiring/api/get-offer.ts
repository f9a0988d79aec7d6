import { useQuery } from '@tanstack/react-query';
import { offerDetailResponseSchema, type Offer } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

/** Under the jobs' key: sending or withdrawing an offer reads the job's pages and this one again together. */
export const offerQueryKey = (offerId: number) => [...JOBS_QUERY_KEY, 'offer', offerId] as const;

/** `GET /offers/:id`: one offer the client sent, with its milestones; another client's, or none, is a 404. */
export async function getOffer(offerId: number, signal?: AbortSignal): Promise<Offer> {
  const { data } = await callApi(
    () => apiClient().get(`offers/${offerId}`, { signal }).json(),
    offerDetailResponseSchema,
  );
  return data;
}

export function useOffer(offerId: number) {
  return useQuery<Offer, ApiError>({
    queryKey: offerQueryKey(offerId),
    queryFn: ({ signal }) => getOffer(offerId, signal),
  });
}
