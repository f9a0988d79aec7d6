import { queryOptions, useQuery } from '@tanstack/react-query';
import { placesResponseSchema, type Place } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/** The api sends the lists with a long max-age: they change only with the data package. */
export const PLACES_STALE_TIME_MS = 24 * 60 * 60 * 1000;

/** `GET /utils/countries` (spec §7): every country, by name (billing, and the SMS number of two-step sign-in). */
export async function getCountries(signal?: AbortSignal): Promise<Place[]> {
  const { data } = await callApi(() => apiClient().get('utils/countries', { signal }).json(), placesResponseSchema);
  return data;
}

/** The list's query, for useCountries and for fetching it ahead of a form that needs it. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['utils', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: PLACES_STALE_TIME_MS,
    gcTime: PLACES_STALE_TIME_MS,
  });

/** `enabled` false waits: the list is needed only while the form is shown. */
export function useCountries(enabled = true) {
  return useQuery({ ...countriesQuery(), enabled });
}
