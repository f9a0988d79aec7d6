import { JOB_STATUS_LABELS, type JobStatus } from '@talentindia/contracts';
import styles from './job-status-badge.module.css';

/**
 * Spec §4: the job's label (Draft Job, Open Job, Active Contract, Closed Job), in words and colour,
 * the same on the dashboard, the jobs list and the job's page.
 */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{JOB_STATUS_LABELS[status]}</span>;
}
