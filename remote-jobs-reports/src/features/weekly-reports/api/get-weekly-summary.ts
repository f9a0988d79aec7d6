import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { weeklySummaryResponseSchema, type ReportFilters } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** What Weekly Summary asks for: the range (either end may be left to the api) and whose hours. */
export type WeeklySummaryQuery = Pick<ReportFilters, 'from' | 'to' | 'freelancer' | 'contract'>;

export const weeklySummaryQueryKey = (query: WeeklySummaryQuery) => ['reports', 'weekly-summary', query] as const;

/**
 * `GET /reports/weekly-summary?from=&to=&freelancer=&contract=`: the weeks of the range, newest
 * first, each with the hours logged on the hourly contracts and what they cost (a week's contracts
 * are asked for on their own: `get-week-detail.ts`). Without `from` the api answers the 12 weeks up
 * to `to` (this week without it), and says which range that was.
 */
export async function getWeeklySummary(query: WeeklySummaryQuery, signal?: AbortSignal) {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) searchParams.set(name, String(value));
  }
  const { data } = await callApi(
    () => apiClient().get('reports/weekly-summary', { searchParams, signal }).json(),
    weeklySummaryResponseSchema,
  );
  return data;
}

export type WeeklySummary = Awaited<ReturnType<typeof getWeeklySummary>>;

export function useWeeklySummary(query: WeeklySummaryQuery) {
  return useQuery<WeeklySummary, ApiError>({
    queryKey: weeklySummaryQueryKey(query),
    queryFn: ({ signal }) => getWeeklySummary(query, signal),
    // Another range's answer is on its way: the weeks on screen stay (marked busy), not a skeleton.
    placeholderData: keepPreviousData,
    // Read again each time the report is opened: a week closed or an invoice paid elsewhere shows.
    staleTime: 0,
  });
}
