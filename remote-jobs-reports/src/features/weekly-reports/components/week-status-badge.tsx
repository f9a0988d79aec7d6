import type { WeekSummary } from '@talentindia/contracts';
import styles from './week-status-badge.module.css';

type WeekStatus = WeekSummary['contracts'][number]['status'];

/** Where a contract's week stands, in the client's words (issue 20 §2). */
export const WEEK_STATUS_LABELS: Record<WeekStatus, string> = {
  open: 'In progress',
  in_review: 'In review',
  invoiced: 'Invoiced',
  paid: 'Paid',
  no_hours: 'No hours',
};

/** A contract's week: In progress, In review, Invoiced, Paid or No hours, in words and colour. */
export function WeekStatusBadge({ status }: { status: WeekStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{WEEK_STATUS_LABELS[status]}</span>;
}
