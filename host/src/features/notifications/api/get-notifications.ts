import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@talentindia/contracts';
import { NOTIFICATIONS_PAGE_SIZE } from '@talentindia/contracts/constants';
import { apiClient, callApi } from '@talentindia/core';
import { notificationsPageSchema } from '../../../utils/api-schemas';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export type NotificationPages = InfiniteData<Notification[], number>;

/** `GET /notifications?page=n` (n from 1): one page, newest first. */
export async function getNotificationsPage(page: number, signal?: AbortSignal): Promise<Notification[]> {
  const { data } = await callApi(
    () => apiClient().get('notifications', { searchParams: { page }, signal }).json(),
    notificationsPageSchema,
  );
  return data;
}

/**
 * Spec §4: pages merged by id without duplicates (a notification arriving between two page loads
 * shifts the older ones onto the next page), in the order they came.
 */
export function mergePages({ pages }: NotificationPages): Notification[] {
  const ids = new Set<number>();
  const merged: Notification[] = [];
  for (const page of pages) {
    for (const notification of page) {
      if (ids.has(notification.id)) continue;
      ids.add(notification.id);
      merged.push(notification);
    }
  }
  return merged;
}

/** Spec §4: a page shorter than a full one (or empty) means there are no more. */
export function nextPage(
  lastPage: Notification[],
  _pages: Notification[][],
  lastPageParam: number,
): number | undefined {
  return lastPage.length >= NOTIFICATIONS_PAGE_SIZE ? lastPageParam + 1 : undefined;
}

/** The signed-in user's notifications, page by page from page 1, as one merged list. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getNotificationsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    select: mergePages,
    // Always fresh when the page is opened; an error is shown to the user at once, not retried.
    staleTime: 0,
    retry: false,
  });
}
