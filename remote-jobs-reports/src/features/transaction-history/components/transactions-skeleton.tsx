import { Skeleton, VisuallyHidden } from '@talentindia/ui';
import styles from './transactions-skeleton.module.css';

const ROWS = 5;

/** The list's shape in grey while its first page loads, announced as loading ("Loading transactions…"). */
export function TransactionsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>Loading {label}…</VisuallyHidden>
      {Array.from({ length: ROWS }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton width="6rem" height="0.875rem" />
          <div className={styles.lines}>
            <Skeleton width="60%" height="1rem" />
            <Skeleton width="40%" height="0.875rem" />
          </div>
          <Skeleton width="5rem" height="1rem" />
        </div>
      ))}
    </div>
  );
}
