import type { QueryClient } from '@tanstack/react-query';
import type { Message } from '@talentindia/contracts';
import type { MessagePages } from './get-messages';
import { threadMessagesQueryKey } from './query-keys';

/**
 * Puts messages that just arrived (one the caller sent, or newer ones read after a live event) at
 * the end of the conversation's loaded pages, each once. A conversation opened at an older message
 * that has not been scrolled to its end (`has_newer`) gets them when it is.
 */
export function appendMessages(queryClient: QueryClient, threadId: number, messages: Message[]): void {
  if (messages.length === 0) return;
  queryClient.setQueriesData<MessagePages>({ queryKey: threadMessagesQueryKey(threadId) }, (current) => {
    const last = current?.pages.at(-1);
    if (!current || !last || last.meta.has_newer) return current;
    const known = new Set(current.pages.flatMap((page) => page.data.map((message) => message.id)));
    const fresh = messages.filter((message) => !known.has(message.id)).sort((a, b) => a.id - b.id);
    if (fresh.length === 0) return current;
    return {
      pages: [...current.pages.slice(0, -1), { ...last, data: [...last.data, ...fresh] }],
      pageParams: current.pageParams,
    };
  });
}

/** The newest message id loaded in a conversation whose newest page is loaded, or null. */
export function newestLoadedId(queryClient: QueryClient, threadId: number): number | null {
  let newest: number | null = null;
  for (const [, pages] of queryClient.getQueriesData<MessagePages>({ queryKey: threadMessagesQueryKey(threadId) })) {
    const last = pages?.pages.at(-1);
    if (!pages || !last || last.meta.has_newer) continue;
    for (const page of pages.pages) for (const message of page.data) newest = Math.max(newest ?? 0, message.id);
  }
  return newest;
}
