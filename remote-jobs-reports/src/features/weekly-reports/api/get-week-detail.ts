import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { weekDetailResponseSchema, type ReportFilters, type WeekSummary } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** Whose hours a week's contracts are asked for: the same filters as the weeks around it. */
export type WeekDetailQuery = Pick<ReportFilters, 'freelancer' | 'contract'>;

export const weekDetailQueryKey = (monday: string, query: WeekDetailQuery) =>
  ['reports', 'weekly-summary', 'weeks', monday, query] as const;

/**
 * `GET /reports/weekly-summary/weeks/:monday?freelancer=&contract=`: one week, named by its Monday,
 * with each hourly contract's hours, limit, amount, payment and invoice, and the week's totals. The
 * range's answer carries only each week's totals: a year of contracts is too much to send at once.
 */
export async function getWeekDetail(monday: string, query: WeekDetailQuery, signal?: AbortSignal) {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) searchParams.set(name, String(value));
  }
  const { data } = await callApi(
    () =>
      apiClient()
        .get(`reports/weekly-summary/weeks/${encodeURIComponent(monday)}`, { searchParams, signal })
        .json(),
    weekDetailResponseSchema,
  );
  return data;
}

export function useWeekDetail(monday: string, query: WeekDetailQuery) {
  return useQuery<WeekSummary, ApiError>({
    queryKey: weekDetailQueryKey(monday, query),
    queryFn: ({ signal }) => getWeekDetail(monday, query, signal),
    // Another week's contracts are on their way: the ones on screen stay (marked busy), not a skeleton.
    placeholderData: keepPreviousData,
    // Read again each time the week is opened: a week closed or an invoice paid elsewhere shows.
    staleTime: 0,
  });
}
