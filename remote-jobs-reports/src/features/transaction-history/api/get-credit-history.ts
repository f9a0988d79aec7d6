import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { creditHistoryResponseSchema, type CreditEntryRow } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { reportSearchParams } from './report-search-params';

export interface CreditHistoryRange {
  from?: string;
  to?: string;
}

export interface CreditHistoryPage {
  rows: CreditEntryRow[];
  nextCursor: string | null;
}

/** `GET /reports/credits`: one page of the credits ledger's entries in the range, newest first. */
export async function getCreditHistoryPage(
  range: CreditHistoryRange,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CreditHistoryPage> {
  const { data, meta } = await callApi(
    () =>
      apiClient()
        .get('reports/credits', { searchParams: reportSearchParams(range, cursor), signal })
        .json(),
    creditHistoryResponseSchema,
  );
  return { rows: data, nextCursor: meta.next_cursor };
}

/** The ledger's entries in the range, page by page ("Load More"), as one list. */
export function useCreditHistory(range: CreditHistoryRange) {
  const { from, to } = range;
  return useInfiniteQuery<CreditHistoryPage, ApiError, CreditEntryRow[], readonly unknown[], string | undefined>({
    queryKey: ['reports', 'credits', { from, to }],
    queryFn: ({ pageParam, signal }) => getCreditHistoryPage({ from, to }, pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data: InfiniteData<CreditHistoryPage, string | undefined>) => data.pages.flatMap((page) => page.rows),
    placeholderData: keepPreviousData,
  });
}
