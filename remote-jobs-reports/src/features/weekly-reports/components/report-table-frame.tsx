import type { ReactNode } from 'react';
import styles from './report-table-frame.module.css';

/**
 * A report's table, scrolling sideways inside its own region below its least width (a narrow
 * screen), as this remote's other tables do; the region is reachable by keyboard to scroll it. Its
 * name is its own ("Week by week table"): the section around it is already named by the heading.
 */
export function ReportTableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
