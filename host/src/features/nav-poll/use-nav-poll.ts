import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NAV_QUERY_KEY, refreshNav, useAuthStore, useLiveEvents, useNavStore, type Session } from '@talentindia/core';
import { getNav, NAV_POLL_INTERVAL_MS, type Nav, type NavSnapshot } from './api/get-nav';

/** Copies what the server says about the user into the stored session, only where it differs. */
function syncSession(user: Nav['user']) {
  const session = useAuthStore.getState();
  const changes: Partial<Omit<Session, 'accessToken'>> = {};
  if (user.first_name !== session.firstName) changes.firstName = user.first_name;
  if (user.email !== session.email) changes.email = user.email;
  if (user.is_email_verified !== session.isEmailVerified) changes.isEmailVerified = user.is_email_verified;
  if (user.is_mobile_verified !== session.isMobileVerified) changes.isMobileVerified = user.is_mobile_verified;
  // A session stored before roles were learns its role here (issue 18: a freelancer's header and pages).
  if (user.role && user.role !== session.role) changes.role = user.role;
  if (Object.keys(changes).length > 0) session.update(changes);
}

/** Live events after which the header's counts may have changed (`reset`: anything may have). */
const NAV_CHANGING_EVENTS = new Set(['nav', 'message', 'read', 'reset']);

/**
 * Spec §4, §7, §8: the navigation poll. While signed in, `GET /nav` every 10 seconds, never two at
 * once (TanStack Query runs one fetch per query), paused while the tab is hidden and run at once
 * when it is shown again. Failures are silent and keep the last answer; a 401 ends the session
 * (the api client does that). The answer fills the header's nav store and refreshes the session.
 * Issue 18: it also holds the tab's live stream open, and a message, a read receipt or a badge
 * change on it polls at once; the 10 s poll stays as the fallback when the stream is down.
 */
export function useNavPoll(): void {
  const accessToken = useAuthStore((state) => state.accessToken);
  const client = useQueryClient();
  useLiveEvents((event) => {
    if (NAV_CHANGING_EVENTS.has(event.type)) void refreshNav(client);
  });
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
