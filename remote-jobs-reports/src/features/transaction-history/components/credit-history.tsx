import { useMemo, useRef } from 'react';
import { Link, type To } from '@talentindia/router';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { paths } from '../../../config/paths';
import { useCreditHistory, type CreditHistoryRange } from '../api/get-credit-history';
import { useLoadMore } from '../hooks/use-load-more';
import { CREDIT_HISTORY_HEADING } from '../transaction-history-title';
import { formatRowDate, formatSignedMoney } from '../utils/transaction-text';
import { ListEnd } from './list-end';
import { TransactionsSkeleton } from './transactions-skeleton';
import styles from './credit-history.module.css';

export interface CreditHistoryProps {
  range: CreditHistoryRange;
  /** Back to the transactions, in the same range. */
  allTransactions: To;
}

/**
 * "Credit History" (`?type=credits`, Payment Methods' "View Credit History"): the credits ledger's
 * entries in the range, newest first, each with its date, what it was, its signed amount and its
 * invoice when there is one; page by page like the transactions.
 */
export function CreditHistory({ range, allTransactions }: CreditHistoryProps) {
  const history = useCreditHistory(range);
  const { data: rows, error, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage } = history;
  const list = useRef<HTMLUListElement>(null);
  const lists = useMemo(() => [list], []);
  const loadMore = useLoadMore({
    count: rows?.length ?? 0,
    isFetchingNextPage,
    fetchNextPage,
    lists,
    toastId: 'credits-load-more',
  });

  let content;
  if (rows === undefined) {
    content = error ? (
      <LoadFailed message={error.message} onRetry={() => void history.refetch()} />
    ) : (
      <TransactionsSkeleton label="credit history" />
    );
  } else {
    content = (
      <>
        {rows.length > 0 ? (
          <ul ref={list} className={styles.list} aria-label="Credit entries" aria-busy={isPlaceholderData || undefined}>
            {rows.map((entry) => (
              <li key={entry.id} className={styles.entry} data-row="">
                <span className={styles.date}>{formatRowDate(entry.occurred_at)}</span>
                <span className={styles.description}>
                  {entry.description}
                  {entry.invoice ? (
                    <Link className={styles.invoice} to={paths.invoice(entry.invoice.id)}>
                      Invoice {entry.invoice.number}
                    </Link>
                  ) : null}
                </span>
                <span className={entry.amount.amount < 0 ? styles.spent : styles.received}>
                  {formatSignedMoney(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <ListEnd hasMore={hasNextPage} loadingMore={isFetchingNextPage || isPlaceholderData} onLoadMore={loadMore} />
      </>
    );
  }

  return (
    <section aria-labelledby="credit-history-heading">
      <header className={styles.header}>
        <h2 id="credit-history-heading" className={styles.heading}>
          {CREDIT_HISTORY_HEADING}
        </h2>
        <Link className={styles.back} to={allTransactions}>
          All transactions
        </Link>
      </header>
      {content}
    </section>
  );
}
