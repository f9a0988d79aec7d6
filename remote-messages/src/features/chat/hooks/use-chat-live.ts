import { useQueryClient } from '@tanstack/react-query';
import type { ThreadDetail } from '@talentindia/contracts';
import { useLiveEvents, useLiveStatus } from '@talentindia/core';
import { MESSAGES_QUERY_KEY, THREADS_QUERY_KEY, threadQueryKey } from '../api/query-keys';
import { readNewerMessages } from '../api/read-newer-messages';
import { useTypingStore } from '../stores/typing';

/** How often the list and the open conversation are read again while the live stream is not open. */
export const POLL_MS = 5_000;

/**
 * Keeps the page up to date through the tab's one live stream (shared/core): a new message is read
 * into its conversation (after the newest loaded one) and the list; a read receipt moves "Seen"; a
 * typing signal shows "typing…"; a block or unblock reads the thread again; a `reset` (the stream
 * missed too much) reads everything again. While the stream cannot be opened, the page polls
 * (the `pollMs` this returns) instead.
 */
export function useChatLive(): { pollMs: number | false } {
  const queryClient = useQueryClient();
  const status = useLiveStatus();

  useLiveEvents((event) => {
    switch (event.type) {
      case 'message': {
        const { thread_id: threadId } = event.data;
        useTypingStore.getState().clear(threadId);
        void readNewerMessages(queryClient, threadId);
        void queryClient.invalidateQueries({ queryKey: THREADS_QUERY_KEY });
        break;
      }
      case 'read': {
        const { thread_id: threadId, reader_id: readerId, read_at: readAt } = event.data;
        queryClient.setQueryData<ThreadDetail>(threadQueryKey(threadId), (thread) =>
          thread && thread.counterpart.id === readerId ? { ...thread, counterpart_read_at: readAt } : thread,
        );
        // Read in another tab of the caller's: the list's unread counts change.
        void queryClient.invalidateQueries({ queryKey: THREADS_QUERY_KEY });
        break;
      }
      case 'typing':
        useTypingStore.getState().signal(event.data.thread_id);
        break;
      case 'thread':
        void queryClient.invalidateQueries({ queryKey: threadQueryKey(event.data.thread_id) });
        void queryClient.invalidateQueries({ queryKey: THREADS_QUERY_KEY });
        break;
      case 'reset':
        void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
        break;
      default:
        break;
    }
  });

  return { pollMs: status === 'open' || status === 'connecting' ? false : POLL_MS };
}
