import { useId } from 'react';
import { Link } from '@talentindia/router';
import type { Notification } from '@talentindia/contracts';
import { SafeHtml, TrashIcon, VisuallyHidden } from '@talentindia/ui';
import { NotificationTypeIcon } from '../../../components/notification-type-icon';
import { toInAppPath } from '../../../utils/in-app-path';
import styles from '../notifications-page.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function CreatedAt({ value }: { value: string | undefined }) {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return (
    <time className={styles.time} dateTime={date.toISOString()}>
      {dateFormat.format(date)}
    </time>
  );
}

export interface NotificationItemProps {
  notification: Notification;
  onRemove: (id: number) => void;
  removing: boolean;
}

/**
 * One notification: a link to its action path with the type icon and the sanitized description
 * (unseen ones highlighted and announced as such), its time, and a remove button.
 */
export function NotificationItem({ notification, onRemove, removing }: NotificationItemProps) {
  const textId = useId();
  const unseen = notification.seen === 0;
  return (
    <li className={unseen ? `${styles.item} ${styles.unseen}` : styles.item}>
      <Link to={toInAppPath(notification.action)} className={styles.itemLink}>
        <NotificationTypeIcon type={notification.type} />
        <span id={textId} className={styles.itemText}>
          {unseen ? <VisuallyHidden>Unseen: </VisuallyHidden> : null}
          <SafeHtml as="span" html={notification.description} />
        </span>
      </Link>
      <CreatedAt value={notification.created_at} />
      <button
        type="button"
        className={styles.remove}
        aria-label="Remove notification"
        aria-describedby={textId}
        disabled={removing}
        onClick={() => onRemove(notification.id)}
      >
        <TrashIcon width={18} height={18} />
      </button>
    </li>
  );
}
