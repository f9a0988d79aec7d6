import { CheckIcon, InfoIcon } from '@talentindia/ui';
import styles from './verified-badge.module.css';

/** "Verified" or "Not verified", in words (the icon only adds to them). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const Icon = verified ? CheckIcon : InfoIcon;
  return (
    <span className={`${styles.badge} ${verified ? styles.verified : styles.unverified}`}>
      <Icon width={16} height={16} />
      {verified ? 'Verified' : 'Not verified'}
    </span>
  );
}
