import { create } from 'zustand';

/**
 * Spec §3: a notification as the navigation poll returns it. The same shape as `Notification` in
 * @talentindia/contracts, written out here because shared/core does not depend on that package.
 */
export interface NavNotification {
  id: number;
  type: 'simple' | 'warning' | 'error' | 'payment' | 'milestone';
  /** HTML: render it only through SafeHtml. */
  description: string;
  /** The in-app path a click leads to. */
  action: string;
  seen: 0 | 1;
  created_at?: string;
}

export interface NavInput {
  unreadMessages: number;
  notifications: NavNotification[];
  /** All of the user's unseen notifications, not only those in the list; counted from the list when left out. */
  unseenNotifications?: number;
  /** The URL of the user's profile picture, or null for none; left as it is when not given. */
  userImage?: string | null;
}

export interface NavState {
  unreadMessages: number;
  unseenNotifications: number;
  /** The latest notifications, newest first (the bell shows the first three). */
  notifications: NavNotification[];
  /** The URL of the user's profile picture (the header's avatar), or null: the initial shows instead. */
  userImage: string | null;
  setNav: (nav: NavInput) => void;
  clear: () => void;
}

const countUnseen = (notifications: NavNotification[]) =>
  notifications.filter((notification) => notification.seen === 0).length;

/** What the signed-in header shows: the unread-message badge, the bell and the avatar. Filled by the nav poll. */
export const useNavStore = create<NavState>()((set) => ({
  unreadMessages: 0,
  unseenNotifications: 0,
  notifications: [],
  userImage: null,
  setNav: ({ unreadMessages, notifications, unseenNotifications, userImage }) =>
    set({
      unreadMessages,
      notifications,
      unseenNotifications: unseenNotifications ?? countUnseen(notifications),
      ...(userImage === undefined ? {} : { userImage }),
    }),
  clear: () => set({ unreadMessages: 0, unseenNotifications: 0, notifications: [], userImage: null }),
}));

/** Spec §4: the bell changes while any notification is unseen (seen equal to 0). */
export const selectHasUnseen = (state: NavState): boolean =>
  state.unseenNotifications > 0 || state.notifications.some((notification) => notification.seen === 0);
