import { Button } from '@talentindia/ui';
import { NO_MORE_TRANSACTIONS } from '../transaction-history-title';
import styles from './list-end.module.css';

export interface ListEndProps {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Where a list stops: "Load More" while pages remain, then "No more transactions.". */
export function ListEnd({ hasMore, loadingMore, onLoadMore }: ListEndProps) {
  return (
    <div className={styles.end}>
      {hasMore ? (
        <Button variant="secondary" disabled={loadingMore} onClick={onLoadMore}>
          {loadingMore ? 'Loading…' : 'Load More'}
        </Button>
      ) : (
        <p className={styles.noMore}>{NO_MORE_TRANSACTIONS}</p>
      )}
    </div>
  );
}
