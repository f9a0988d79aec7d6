import { Button, FormAlert } from '@talentindia/ui';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  /** The list's pages, as TanStack Query's infinite query tells them. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Why the last Load More failed, when it did: the button stays to try again. */
  error: string | null;
  onLoadMore: () => void;
}

/** Spec §2: a list that grows a page at a time; the button goes when the api says there is no more. */
export function LoadMore({ hasNextPage, isFetchingNextPage, error, onLoadMore }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <div className={styles.loadMore}>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button
        variant="secondary"
        aria-busy={isFetchingNextPage || undefined}
        // Kept enabled while loading so keyboard focus stays on it; a second click waits for the first.
        onClick={() => {
          if (!isFetchingNextPage) onLoadMore();
        }}
      >
        Load More
      </Button>
      <span role="status" className={styles.status}>
        {isFetchingNextPage ? 'Loading more…' : ''}
      </span>
    </div>
  );
}
