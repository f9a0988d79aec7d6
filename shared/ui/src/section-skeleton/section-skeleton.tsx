import { Skeleton } from '../skeleton/skeleton';
import styles from './section-skeleton.module.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface SectionSkeletonProps {
  /** What is loading, in the user's words ("profile details"): read out as "Loading profile details…". */
  label: string;
  /** How many grey rows stand in for the section's fields. */
  rows?: number;
}

/** What a settings section shows while its data loads: its shape in grey, announced as loading. */
export function SectionSkeleton({ label, rows = 4 }: SectionSkeletonProps) {
  return (
    <div className={styles.section} role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>Loading {label}…</VisuallyHidden>
      <Skeleton width="40%" height="1.5rem" />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton width="30%" height="0.875rem" />
          <Skeleton height="2.75rem" />
        </div>
      ))}
    </div>
  );
}
