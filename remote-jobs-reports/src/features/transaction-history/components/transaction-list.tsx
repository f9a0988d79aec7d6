import { useMemo, useRef } from 'react';
import type { ReportFilters } from '@talentindia/contracts';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { useTransactions } from '../api/get-transactions';
import { useLoadMore } from '../hooks/use-load-more';
import { ListEnd } from './list-end';
import { TransactionCards } from './transaction-cards';
import { TransactionTable } from './transaction-table';
import { TransactionsSkeleton } from './transactions-skeleton';

/**
 * The filtered payments and refunds, newest first: a table, or cards at 900 px or less, page by
 * page with "Load More" until "No more transactions." (at once when there are none).
 */
export function TransactionList({ filters }: { filters: ReportFilters }) {
  const transactions = useTransactions(filters);
  const { data: rows, error, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage } = transactions;
  const table = useRef<HTMLTableElement>(null);
  const cards = useRef<HTMLUListElement>(null);
  const lists = useMemo(() => [table, cards], []);
  const loadMore = useLoadMore({
    count: rows?.length ?? 0,
    isFetchingNextPage,
    fetchNextPage,
    lists,
    toastId: 'transactions-load-more',
  });

  if (rows === undefined) {
    return error ? (
      <LoadFailed message={error.message} onRetry={() => void transactions.refetch()} />
    ) : (
      <TransactionsSkeleton label="transactions" />
    );
  }
  return (
    <>
      {rows.length > 0 ? (
        <>
          <TransactionTable ref={table} rows={rows} busy={isPlaceholderData} />
          <TransactionCards ref={cards} rows={rows} busy={isPlaceholderData} />
        </>
      ) : null}
      <ListEnd hasMore={hasNextPage} loadingMore={isFetchingNextPage || isPlaceholderData} onLoadMore={loadMore} />
    </>
  );
}
