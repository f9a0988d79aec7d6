import { OFFER_STATUS_LABELS, type OfferStatus } from '@talentindia/contracts';
import styles from './offer-status-badge.module.css';

/** An offer's status (Pending, Accepted, Declined, Withdrawn), in words and colour: on the job's page and the offer's. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{OFFER_STATUS_LABELS[status]}</span>;
}
