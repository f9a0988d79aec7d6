import { Skeleton, VisuallyHidden } from '@talentindia/ui';
import styles from './jobs-list-skeleton.module.css';

const ROWS = 4;

/** The list's shape in grey while the first page loads, announced as loading. */
export function JobsListSkeleton() {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>Loading jobs…</VisuallyHidden>
      {Array.from({ length: ROWS }, (_, index) => (
        <div key={index} className={styles.row}>
          <div className={styles.lines}>
            <Skeleton width="55%" height="1.25rem" />
            <Skeleton width="35%" height="0.875rem" />
          </div>
          <Skeleton width="180px" height="2.5rem" />
        </div>
      ))}
    </div>
  );
}
