import { Skeleton, VisuallyHidden } from '@talentindia/ui';
import styles from './rows-skeleton.module.css';

/**
 * A table's rows in grey while they load, announced as loading: the part of a section below its
 * heading, where the heading is known before the rows (a week's contracts).
 */
export function RowsSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className={styles.rows} role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>Loading {label}…</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="1.25rem" />
      ))}
    </div>
  );
}
