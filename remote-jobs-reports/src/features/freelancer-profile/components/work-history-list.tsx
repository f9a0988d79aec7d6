import { LoadFailed } from '@talentindia/ui/page-parts';
import { useWorkHistory, type WorkHistoryStatus } from '../api/get-work-history';
import { ListSkeleton } from './list-skeleton';
import { LoadMore } from './load-more';
import { WorkHistoryItem } from './work-history-item';
import styles from './work-history-list.module.css';

const EMPTY: Record<WorkHistoryStatus, string> = {
  completed: 'No completed jobs yet.',
  in_progress: 'No jobs in progress.',
};
const LOADING: Record<WorkHistoryStatus, string> = { completed: 'completed jobs', in_progress: 'jobs in progress' };

/** One tab of the work history: its contracts a page at a time. */
export function WorkHistoryList({ freelancerId, status }: { freelancerId: number; status: WorkHistoryStatus }) {
  const history = useWorkHistory(freelancerId, status);
  if (history.data === undefined) {
    if (!history.isError) return <ListSkeleton label={LOADING[status]} />;
    return <LoadFailed message={history.error.message} onRetry={() => void history.refetch()} />;
  }
  const items = history.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <p className={styles.empty}>{EMPTY[status]}</p>;
  return (
    <div className={styles.history}>
      <ul className={styles.list}>
        {items.map((item) => (
          <WorkHistoryItem key={item.contract_id} item={item} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={history.hasNextPage}
        isFetchingNextPage={history.isFetchingNextPage}
        error={history.isFetchNextPageError ? history.error.message : null}
        onLoadMore={() => void history.fetchNextPage()}
      />
    </div>
  );
}
