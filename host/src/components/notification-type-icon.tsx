import type { NavNotification } from '@talentindia/core';
import { AlertIcon, CreditCardIcon, FlagIcon, InfoIcon, XCircleIcon } from '@talentindia/ui';
import styles from './notification-type-icon.module.css';

type NotificationType = NavNotification['type'];

const icons: Record<NotificationType, typeof InfoIcon> = {
  simple: InfoIcon,
  warning: AlertIcon,
  error: XCircleIcon,
  payment: CreditCardIcon,
  milestone: FlagIcon,
};

/**
 * Spec §2: the icon of a notification depends on its type. Decorative: the description beside it
 * says what happened, so assistive technology reads that rather than the icon.
 */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  // An unknown type from a newer api falls back to the plain icon rather than breaking the list.
  const Icon = icons[type] ?? InfoIcon;
  return (
    <span className={`${styles.icon} ${styles[type] ?? ''}`} data-notification-type={type}>
      <Icon width={18} height={18} />
    </span>
  );
}
