import { JOB_STATUS_LABELS, OFFER_STATUS_LABELS, type JobStatus, type OfferStatus } from '@talentindia/contracts';
import styles from './status-badge.module.css';

type Tone = 'waiting' | 'open' | 'success' | 'danger' | 'done';

function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

const JOB_TONES: Record<JobStatus, Tone> = { draft: 'waiting', open: 'open', active: 'success', closed: 'done' };

/**
 * Spec §4: the job's label (Draft Job, Open Job, Active Contract, Closed Job), in words and colour,
 * the same on the dashboard, the jobs list and the job's page.
 */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <StatusBadge tone={JOB_TONES[status]}>{JOB_STATUS_LABELS[status]}</StatusBadge>;
}

const OFFER_TONES: Record<OfferStatus, Tone> = {
  pending: 'waiting',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'done',
};

/** An offer's status (Pending, Accepted, Declined, Withdrawn), in words and colour: on the job's page and the offer's. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <StatusBadge tone={OFFER_TONES[status]}>{OFFER_STATUS_LABELS[status]}</StatusBadge>;
}
