import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@talentindia/contracts';
import { refreshNav } from '@talentindia/core';
import { markThreadRead } from '../api/mark-read';
import { THREADS_QUERY_KEY } from '../api/query-keys';

/**
 * Opening a conversation marks it read (the other side then sees "Seen"), and so does each new
 * message from them that arrives while it is open and the tab is visible. The list's unread count
 * and the header's badge follow at once.
 */
export function useMarkRead(threadId: number, { unreadCount, messages }: { unreadCount: number; messages: Message[] }) {
  const queryClient = useQueryClient();
  const markedOnOpening = useRef(false);
  const markedUpTo = useRef(0);
  const newestIncoming = messages.reduce(
    (newest, message) => (!message.mine && message.read_at === null ? Math.max(newest, message.id) : newest),
    0,
  );

  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      const opening = unreadCount > 0 && !markedOnOpening.current;
      if (!opening && newestIncoming <= markedUpTo.current) return;
      markedOnOpening.current = true;
      markedUpTo.current = Math.max(markedUpTo.current, newestIncoming);
      void markThreadRead(threadId)
        .then(() =>
          Promise.all([queryClient.invalidateQueries({ queryKey: THREADS_QUERY_KEY }), refreshNav(queryClient)]),
        )
        .catch(() => {
          // Not marked (offline): the next message, or coming back to the tab, tries again.
          markedOnOpening.current = false;
          markedUpTo.current = 0;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [threadId, unreadCount, newestIncoming, queryClient]);
}
