import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  transactionSummaryResponseSchema,
  type ReportFilters,
  type TransactionSummaryResponse,
} from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { reportSearchParams } from './report-search-params';

export type TransactionSummaryData = TransactionSummaryResponse['data'];

/** `GET /reports/transactions/summary`: the filters' totals, one per currency, and the credits available now. */
export async function getTransactionSummary(
  filters: ReportFilters,
  signal?: AbortSignal,
): Promise<TransactionSummaryData> {
  const { data } = await callApi(
    () =>
      apiClient()
        .get('reports/transactions/summary', { searchParams: reportSearchParams(filters), signal })
        .json(),
    transactionSummaryResponseSchema,
  );
  return data;
}

export function useTransactionSummary(filters: ReportFilters) {
  return useQuery<TransactionSummaryData, ApiError>({
    queryKey: ['reports', 'summary', filters],
    queryFn: ({ signal }) => getTransactionSummary(filters, signal),
    placeholderData: keepPreviousData,
  });
}
