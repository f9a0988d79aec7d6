import { useQuery } from '@tanstack/react-query';
import { placesResponseSchema, type Place } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';
import { PLACES_STALE_TIME_MS } from '../../../api/get-countries';

/** `GET /utils/countries/{id}/states` (spec §7): one country's states, by name. */
export async function getStates(countryId: number, signal?: AbortSignal): Promise<Place[]> {
  const { data } = await callApi(
    () => apiClient().get(`utils/countries/${countryId}/states`, { signal }).json(),
    placesResponseSchema,
  );
  return data;
}

/** The chosen country's states; nothing is asked until a country is chosen. */
export function useStates(countryId: number | null) {
  return useQuery({
    queryKey: ['utils', 'countries', countryId, 'states'],
    queryFn: ({ signal }) => getStates(countryId!, signal),
    enabled: countryId !== null,
    staleTime: PLACES_STALE_TIME_MS,
    gcTime: PLACES_STALE_TIME_MS,
  });
}
