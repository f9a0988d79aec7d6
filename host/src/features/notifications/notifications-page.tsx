import { Link } from 'react-router-dom';
import { useNavStore } from '@talentindia/core';
import { PageFrame, SafeHtml } from '@talentindia/ui';
import styles from './notifications-page.module.css';

/** Spec §2: /notifications lists the signed-in user's notifications; unseen ones are highlighted. */
export function NotificationsPage() {
  const notifications = useNavStore((state) => state.notifications);
  return (
    <PageFrame title="Notifications">
      {notifications.length === 0 ? (
        <p className={styles.empty}>No notifications found.</p>
      ) : (
        <ul className={styles.list}>
          {notifications.map((notification) => (
            <li key={notification.id} className={notification.seen === 0 ? styles.unseen : styles.item}>
              <Link to={notification.action || '/notifications'}>
                <SafeHtml as="span" html={notification.description} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
