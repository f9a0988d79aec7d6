import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { selectHasUnseen, useNavStore } from '@talentindia/core';
import { BellDotIcon, BellIcon, SafeHtml, useDismiss } from '@talentindia/ui';
import styles from './shell.module.css';

/** Spec §9: the bell's dropdown shows this many notifications. */
export const BELL_DROPDOWN_SIZE = 3;

/**
 * Spec §4: a different icon while any notification is unseen; a click opens the first three with
 * "View all notifications", or goes straight to /notifications when there are none.
 */
export function NotificationBell() {
  const notifications = useNavStore((state) => state.notifications);
  const hasUnseen = useNavStore(selectHasUnseen);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const onClick = () => {
    if (notifications.length === 0) navigate('/notifications');
    else setOpen((value) => !value);
  };

  return (
    <div ref={rootRef} className={styles.bell}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={hasUnseen ? 'Notifications, some unseen' : 'Notifications'}
        aria-expanded={notifications.length > 0 ? open : undefined}
        aria-controls={open ? panelId : undefined}
        onClick={onClick}
      >
        {hasUnseen ? <BellDotIcon data-testid="bell-unseen" /> : <BellIcon data-testid="bell-all-seen" />}
      </button>
      {open ? (
        <div id={panelId} className={styles.bellPanel} role="region" aria-label="Latest notifications">
          <ul className={styles.bellList}>
            {notifications.slice(0, BELL_DROPDOWN_SIZE).map((notification) => (
              <li key={notification.id} className={notification.seen === 0 ? styles.unseen : undefined}>
                <Link to={notification.action || '/notifications'} onClick={close}>
                  <SafeHtml as="span" html={notification.description} />
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
