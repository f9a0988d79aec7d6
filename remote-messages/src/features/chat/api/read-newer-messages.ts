import type { QueryClient } from '@tanstack/react-query';
import { appendMessages, newestLoadedId } from './append-messages';
import { getMessages } from './get-messages';
import { threadMessagesQueryKey } from './query-keys';

/** At most this many pages are read in one catch-up; anything beyond is read when the reader scrolls. */
const CATCH_UP_PAGES = 5;
const inFlight = new Map<number, Promise<void>>();

/**
 * Reads what arrived in a conversation after its newest loaded message (`after=`) and appends it:
 * on a live `message` event, and on each poll when the stream is not open. One catch-up per thread
 * at a time; a second call waits for the running one.
 */
export function readNewerMessages(queryClient: QueryClient, threadId: number): Promise<void> {
  const running = inFlight.get(threadId);
  if (running) return running;
  const task = (async () => {
    let newest = newestLoadedId(queryClient, threadId);
    if (newest === null) {
      // Nothing loaded yet, or a conversation opened at an older message: it reads on its own.
      await queryClient.invalidateQueries({ queryKey: threadMessagesQueryKey(threadId) });
      return;
    }
    for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
      const { data, meta } = await getMessages(threadId, { after: newest }, undefined, 100);
      appendMessages(queryClient, threadId, data);
      const last = data.at(-1);
      if (!meta.has_newer || !last) return;
      newest = last.id;
    }
  })().finally(() => inFlight.delete(threadId));
  inFlight.set(threadId, task);
  return task;
}
