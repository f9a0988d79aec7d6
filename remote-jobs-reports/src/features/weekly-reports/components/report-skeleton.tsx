import { Skeleton, VisuallyHidden } from '@talentindia/ui';
import styles from './report-skeleton.module.css';

const ROWS = 5;

/** A report's shape in grey (its chart, then its table's rows) while its figures load, announced as loading. */
export function ReportSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.report} role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>Loading {label}…</VisuallyHidden>
      <div className={styles.card}>
        <Skeleton width="30%" height="1.5rem" />
        <Skeleton height="14rem" />
      </div>
      <div className={styles.card}>
        <Skeleton width="30%" height="1.5rem" />
        {Array.from({ length: ROWS }, (_, index) => (
          <Skeleton key={index} height="1.25rem" />
        ))}
      </div>
    </div>
  );
}
