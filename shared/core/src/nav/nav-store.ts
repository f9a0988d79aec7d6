import { create } from 'zustand';

/** Spec §3: a notification as the navigation poll returns it. */
export interface NavNotification {
  id: number;
  type: 'simple' | 'warning' | 'error' | 'payment' | 'milestone';
  description: string;
  action: string;
  seen: 0 | 1;
}

export interface NavState {
  unreadMessages: number;
  notifications: NavNotification[];
  setNav: (nav: { unreadMessages: number; notifications: NavNotification[] }) => void;
  clear: () => void;
}

/** What the signed-in header shows: the unread-message badge and the bell. Filled by the nav poll. */
export const useNavStore = create<NavState>()((set) => ({
  unreadMessages: 0,
  notifications: [],
  setNav: (nav) => set(nav),
  clear: () => set({ unreadMessages: 0, notifications: [] }),
}));

export const selectHasUnseen = (state: NavState): boolean =>
  state.notifications.some((notification) => notification.seen === 0);
