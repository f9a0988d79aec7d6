import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { transactionListResponseSchema, type ReportFilters, type TransactionRow } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { reportSearchParams } from './report-search-params';

export interface TransactionsPage {
  rows: TransactionRow[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** `GET /reports/transactions`: one page (TRANSACTION_PAGE_SIZE rows, newest first) of the filtered payments and refunds. */
export async function getTransactionsPage(
  filters: ReportFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const { data, meta } = await callApi(
    () =>
      apiClient()
        .get('reports/transactions', { searchParams: reportSearchParams(filters, cursor), signal })
        .json(),
    transactionListResponseSchema,
  );
  return { rows: data, nextCursor: meta.next_cursor };
}

/** The filtered transactions, page by page ("Load More") after each page's cursor, as one list. */
export function useTransactions(filters: ReportFilters) {
  return useInfiniteQuery<TransactionsPage, ApiError, TransactionRow[], readonly unknown[], string | undefined>({
    queryKey: ['reports', 'transactions', filters],
    queryFn: ({ pageParam, signal }) => getTransactionsPage(filters, pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data: InfiniteData<TransactionsPage, string | undefined>) => data.pages.flatMap((page) => page.rows),
    // While the next filters' answer is on its way the last list stays (marked busy), not a skeleton.
    placeholderData: keepPreviousData,
  });
}
