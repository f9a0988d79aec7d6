import { useEffect, useRef } from 'react';
import { useNavStore, toast } from '@talentindia/core';
import { Button, PageFrame, Skeleton, VisuallyHidden } from '@talentindia/ui';
import { useClearNotifications } from './api/clear-notifications';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsSeen } from './api/mark-all-notifications-seen';
import { useRemoveNotification } from './api/remove-notification';
import { NotificationItem } from './components/notification-item';
import styles from './notifications-page.module.css';

const SKELETON_ROWS = 3;

function LoadingList() {
  return (
    <div className={styles.loading} aria-busy="true">
      <VisuallyHidden as="p" role="status">
        Loading notifications…
      </VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton width="32px" height="32px" />
          <Skeleton height="1.25rem" />
        </div>
      ))}
    </div>
  );
}

/**
 * Spec §2, §4, §8: /notifications. The user's notifications page by page ("Load More"), unseen
 * ones highlighted; a click leads to a notification's action path; "Mark all as read" while some
 * are unseen, "Clear All", a remove per item; "No notifications found." when there are none.
 * Failures show the server's message in an error toast. Every change refreshes the bell.
 */
export function NotificationsPage() {
  const {
    data: notifications,
    error,
    isPending,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    refetch,
  } = useNotifications();
  const markAllSeen = useMarkAllNotificationsSeen();
  const clearAll = useClearNotifications();
  const remove = useRemoveNotification();
  const unseenCount = useNavStore((state) => state.unseenNotifications);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // Where the focus goes once a change has landed, so that it is not lost with the button that
  // disappeared: the notification at this index (the one that took the removed one's place, or
  // the last), or the empty-state message.
  const focusAfterChange = useRef<number | 'empty' | null>(null);

  useEffect(() => {
    if (error) toast.error(error.message, { id: 'notifications-error' });
  }, [error]);

  const items = notifications ?? [];
  const changing = remove.isPending || markAllSeen.isPending || clearAll.isPending;

  useEffect(() => {
    const target = focusAfterChange.current;
    if (target === null || changing) return;
    focusAfterChange.current = null;
    const links = listRef.current?.querySelectorAll('a');
    const next = target === 'empty' || !links ? undefined : links[Math.min(target, links.length - 1)];
    (next ?? emptyRef.current)?.focus();
  }, [notifications, changing]);

  const onRemove = (id: number) => {
    remove.mutate(id, {
      onSuccess: () => {
        focusAfterChange.current = items.findIndex((item) => item.id === id);
      },
    });
  };
  const onMarkAllSeen = () => {
    markAllSeen.mutate(undefined, {
      onSuccess: () => {
        focusAfterChange.current = 0;
      },
    });
  };
  const onClearAll = () => {
    clearAll.mutate(undefined, {
      onSuccess: () => {
        focusAfterChange.current = 'empty';
      },
    });
  };

  // Unseen ones may sit on pages not loaded yet: the poll's count covers those.
  const someUnseen = items.some((item) => item.seen === 0) || unseenCount > 0;
  const actions =
    items.length > 0 ? (
      <div className={styles.actions}>
        {someUnseen ? (
          <Button variant="secondary" size="small" disabled={changing} onClick={onMarkAllSeen}>
            Mark all as read
          </Button>
        ) : null}
        <Button variant="ghost" size="small" disabled={changing} onClick={onClearAll}>
          Clear All
        </Button>
      </div>
    ) : null;

  return (
    <PageFrame title="Notifications" actions={actions}>
      {isPending ? (
        <LoadingList />
      ) : items.length === 0 ? (
        <div className={styles.emptyState}>
          <p ref={emptyRef} className={styles.empty} role="status" tabIndex={-1}>
            No notifications found.
          </p>
          {error ? (
            <Button variant="secondary" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <ul ref={listRef} className={styles.list}>
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onRemove={onRemove}
                removing={remove.isPending && remove.variables === notification.id}
              />
            ))}
          </ul>
          {hasNextPage ? (
            <div className={styles.more}>
              <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {isFetchingNextPage ? 'Loading…' : 'Load More'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
