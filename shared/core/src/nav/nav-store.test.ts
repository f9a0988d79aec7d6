import { selectHasUnseen, useNavStore, type NavNotification } from './nav-store';

const notification = (id: number, seen: 0 | 1): NavNotification => ({
  id,
  type: 'simple',
  description: `Notification ${id}`,
  action: '/jobs',
  seen,
});

describe('nav store', () => {
  afterEach(() => useNavStore.getState().clear());

  it('reports unseen notifications only when one has seen equal to 0', () => {
    useNavStore.getState().setNav({ unreadMessages: 0, notifications: [notification(1, 1), notification(2, 1)] });
    expect(selectHasUnseen(useNavStore.getState())).toBe(false);

    useNavStore.getState().setNav({ unreadMessages: 0, notifications: [notification(1, 1), notification(2, 0)] });
    expect(selectHasUnseen(useNavStore.getState())).toBe(true);
  });

  it('reports unseen notifications from the server’s count, which covers those beyond the list', () => {
    useNavStore
      .getState()
      .setNav({ unreadMessages: 0, unseenNotifications: 3, notifications: [notification(1, 1), notification(2, 1)] });
    expect(useNavStore.getState().unseenNotifications).toBe(3);
    expect(selectHasUnseen(useNavStore.getState())).toBe(true);

    useNavStore.getState().setNav({ unreadMessages: 0, unseenNotifications: 0, notifications: [notification(1, 1)] });
    expect(selectHasUnseen(useNavStore.getState())).toBe(false);
  });

  it('counts the unseen ones in the list when no count is given', () => {
    useNavStore
      .getState()
      .setNav({ unreadMessages: 0, notifications: [notification(1, 0), notification(2, 1), notification(3, 0)] });
    expect(useNavStore.getState().unseenNotifications).toBe(2);
  });

  it('keeps the user’s picture until an answer says otherwise', () => {
    const image = 'http://localhost:4000/media/avatars/a-256.webp';
    useNavStore.getState().setNav({ unreadMessages: 0, notifications: [], userImage: image });
    useNavStore.getState().setNav({ unreadMessages: 1, notifications: [] });
    expect(useNavStore.getState().userImage).toBe(image);

    useNavStore.getState().setNav({ unreadMessages: 1, notifications: [], userImage: null });
    expect(useNavStore.getState().userImage).toBeNull();
  });

  it('clears the unread count, the unseen count, the notifications and the picture', () => {
    useNavStore.getState().setNav({
      unreadMessages: 5,
      unseenNotifications: 4,
      notifications: [notification(1, 0)],
      userImage: 'http://localhost:4000/media/avatars/a-256.webp',
    });
    useNavStore.getState().clear();
    expect(useNavStore.getState()).toMatchObject({
      unreadMessages: 0,
      unseenNotifications: 0,
      notifications: [],
      userImage: null,
    });
  });
});
