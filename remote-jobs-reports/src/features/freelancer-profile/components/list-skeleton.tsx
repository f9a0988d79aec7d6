import { Skeleton, VisuallyHidden } from '@talentindia/ui';
import styles from './list-skeleton.module.css';

/** A list's shape in grey while its first page loads, announced as loading. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className={styles.list} role="status" aria-busy="true">
      <VisuallyHidden>Loading {label}…</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton width="55%" height="1.125rem" />
          <Skeleton width="35%" height="0.875rem" />
          <Skeleton height="0.875rem" />
        </div>
      ))}
    </div>
  );
}
