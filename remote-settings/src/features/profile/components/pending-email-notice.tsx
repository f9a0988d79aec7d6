import { InfoIcon } from '@talentindia/ui';
import styles from './pending-email-notice.module.css';

/** An email change waits for the new address to be confirmed (issue 8 §1): say where the link went. */
export function PendingEmailNotice({ pendingEmail }: { pendingEmail: string }) {
  return (
    <p className={styles.notice}>
      <InfoIcon className={styles.icon} width={18} height={18} />
      <span>
        We sent a confirmation link to <strong>{pendingEmail}</strong>. Your email changes once you open it.
      </span>
    </p>
  );
}
