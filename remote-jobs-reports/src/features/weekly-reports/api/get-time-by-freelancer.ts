import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { timeByFreelancerResponseSchema, type FreelancerTime, type ReportFilters } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** What Time by freelancer asks for: the range (an open end reaches the first or last record), the type and the contract. */
export type TimeByFreelancerQuery = Pick<ReportFilters, 'from' | 'to' | 'type' | 'contract'>;

export const timeByFreelancerQueryKey = (query: TimeByFreelancerQuery) =>
  ['reports', 'time-by-freelancer', query] as const;

/**
 * `GET /reports/time-by-freelancer?from=&to=&type=&contract=`: per freelancer, the hours logged on
 * the client's hourly contracts in the range, how many contracts, and what the client paid them.
 */
export async function getTimeByFreelancer(
  query: TimeByFreelancerQuery,
  signal?: AbortSignal,
): Promise<FreelancerTime[]> {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // `all` is the api's default: a link without it asks the same.
    if (value !== undefined && value !== 'all') searchParams.set(name, String(value));
  }
  const { data } = await callApi(
    () => apiClient().get('reports/time-by-freelancer', { searchParams, signal }).json(),
    timeByFreelancerResponseSchema,
  );
  return data.freelancers;
}

export function useTimeByFreelancer(query: TimeByFreelancerQuery) {
  return useQuery<FreelancerTime[], ApiError>({
    queryKey: timeByFreelancerQueryKey(query),
    queryFn: ({ signal }) => getTimeByFreelancer(query, signal),
    placeholderData: keepPreviousData,
    // Read again each time the report is opened: a payment made elsewhere shows.
    staleTime: 0,
  });
}
