import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NAV_QUERY_KEY, useAuthStore, useNavStore, type Session } from '@talentindia/core';
import { getNav, NAV_POLL_INTERVAL_MS, type Nav, type NavSnapshot } from './api/get-nav';

/** Copies what the server says about the user into the stored session, only where it differs. */
function syncSession(user: Nav['user']) {
  const session = useAuthStore.getState();
  const changes: Partial<Omit<Session, 'accessToken'>> = {};
  if (user.first_name !== session.firstName) changes.firstName = user.first_name;
  if (user.email !== session.email) changes.email = user.email;
  if (user.is_email_verified !== session.isEmailVerified) changes.isEmailVerified = user.is_email_verified;
  if (user.is_mobile_verified !== session.isMobileVerified) changes.isMobileVerified = user.is_mobile_verified;
  if (Object.keys(changes).length > 0) session.update(changes);
}

/**
 * Spec §4, §7, §8: the navigation poll. While signed in, `GET /nav` every 10 seconds, never two at
 * once (TanStack Query runs one fetch per query), paused while the tab is hidden and run at once
 * when it is shown again. Failures are silent and keep the last answer; a 401 ends the session
 * (the api client does that). The answer fills the header's nav store and refreshes the session.
 */
export function useNavPoll(): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const { data } = useQuery({
    queryKey: NAV_QUERY_KEY,
    queryFn: ({ client, signal }) => getNav({ previous: client.getQueryData<NavSnapshot>(NAV_QUERY_KEY), signal }),
    enabled: Boolean(accessToken),
    staleTime: 0,
    refetchInterval: NAV_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    retry: false,
  });

  // A 304 hands back the same snapshot, and an equal answer keeps its reference (structural
  // sharing), so this runs only when something has changed. An answer for another session (a
  // login in another tab) or one that lands after logout is never shown.
  useEffect(() => {
    if (!data || !accessToken || data.session !== accessToken) return;
    const { nav } = data;
    useNavStore.getState().setNav({
      unreadMessages: nav.unread_messages,
      unseenNotifications: nav.unseen_notifications,
      notifications: nav.notifications,
      userImage: nav.user.image,
    });
    syncSession(nav.user);
  }, [data, accessToken]);
}
