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

  it('clears the unread count and the notifications', () => {
    useNavStore.getState().setNav({ unreadMessages: 5, notifications: [notification(1, 0)] });
    useNavStore.getState().clear();
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 0, notifications: [] });
  });
});
