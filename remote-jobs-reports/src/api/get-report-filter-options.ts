import { useQuery } from '@tanstack/react-query';
import { reportFilterOptionsResponseSchema, type ReportFilterOptions } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** Every read of the reports (their rows, totals, filter choices) is under this key. */
export const REPORTS_QUERY_KEY = ['reports'] as const;

/** `GET /reports/filters`: the freelancers the client hired and their contracts, for "All Freelancers" and "All Contracts". */
export async function getReportFilterOptions(signal?: AbortSignal): Promise<ReportFilterOptions> {
  const { data } = await callApi(
    () => apiClient().get('reports/filters', { signal }).json(),
    reportFilterOptionsResponseSchema,
  );
  return data;
}

/** The choices, read when a report shows a freelancer or contract filter (`enabled`). */
export function useReportFilterOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<ReportFilterOptions, ApiError>({
    queryKey: [...REPORTS_QUERY_KEY, 'filters'],
    queryFn: ({ signal }) => getReportFilterOptions(signal),
    enabled,
  });
}
