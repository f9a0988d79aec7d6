import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@talentindia/router';
import { selectHasUnseen, useNavStore } from '@talentindia/core';
import { BellDotIcon, BellIcon, SafeHtml, useDismiss } from '@talentindia/ui';
import { NotificationTypeIcon } from '../../components/notification-type-icon';
import { toInAppPath } from '../../utils/in-app-path';
import styles from './shell.module.css';

/** Spec §9: the bell's dropdown shows this many notifications. */
export const BELL_DROPDOWN_SIZE = 3;

/**
 * Spec §4: a different icon while any notification is unseen; a click opens the first three with
 * "View all notifications", or goes straight to /notifications when there are none. The list is
 * the navigation poll's.
 */
export function NotificationBell() {
  const notifications = useNavStore((state) => state.notifications);
  const hasUnseen = useNavStore(selectHasUnseen);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  const hasNotifications = notifications.length > 0;
  // The poll may empty the list while the panel is open: it then simply closes.
  const isOpen = open && hasNotifications;

  const onClick = () => {
    if (!hasNotifications) void navigate('/notifications');
    else setOpen((value) => !value);
  };

  return (
    <div ref={rootRef} className={styles.bell}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label={hasUnseen ? 'Notifications, some unseen' : 'Notifications'}
        aria-expanded={hasNotifications ? isOpen : undefined}
        aria-controls={isOpen ? panelId : undefined}
        onClick={onClick}
      >
        {hasUnseen ? <BellDotIcon data-testid="bell-unseen" /> : <BellIcon data-testid="bell-all-seen" />}
      </button>
      {isOpen ? (
        <div id={panelId} className={styles.bellPanel} role="region" aria-label="Latest notifications">
          <ul className={styles.bellList}>
            {notifications.slice(0, BELL_DROPDOWN_SIZE).map((notification) => (
              <li key={notification.id} className={notification.seen === 0 ? styles.unseen : undefined}>
                <Link to={toInAppPath(notification.action)} onClick={close} className={styles.bellItem}>
                  <NotificationTypeIcon type={notification.type} />
                  <SafeHtml as="span" html={notification.description} className={styles.bellItemText} />
                </Link>
              </li>
            ))}
          </ul>
          <Link className={styles.bellViewAll} to="/notifications" onClick={close}>
            View all notifications
          </Link>
        </div>
      ) : null}
    </div>
  );
}
