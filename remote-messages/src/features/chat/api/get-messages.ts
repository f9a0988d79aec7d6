import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { messagePageResponseSchema, type Message, type MessagePageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { messagesQueryKey } from './query-keys';

/** Which page of a conversation: the newest (none), older than a message, newer than one, or around one. */
export interface MessagePageParam {
  before?: number;
  after?: number;
  around?: number;
}

export type MessagePages = InfiniteData<MessagePageResponse, MessagePageParam>;

/** How many messages a page holds. */
export const MESSAGE_PAGE_SIZE = 30;

/** `GET /threads/:id/messages`: one page of a conversation, oldest first, and whether more lie either side. */
export function getMessages(
  threadId: number,
  page: MessagePageParam,
  signal?: AbortSignal,
  limit = MESSAGE_PAGE_SIZE,
): Promise<MessagePageResponse> {
  const searchParams = new URLSearchParams({ limit: String(limit) });
  for (const [name, value] of Object.entries(page)) if (value !== undefined) searchParams.set(name, String(value));
  return callApi(
    () => apiClient().get(`threads/${threadId}/messages`, { searchParams, signal }).json(),
    messagePageResponseSchema,
  );
}

/**
 * A conversation as loaded pages: the newest (or the one around `around`, a search hit or a quoted
 * message), older ones as the reader scrolls up, newer ones as they scroll down or as they arrive.
 * It is kept up to date by the live stream (or polling) rather than read again whole.
 */
export function useMessages(threadId: number, around: number | null) {
  return useInfiniteQuery<
    MessagePageResponse,
    ApiError,
    MessagePages,
    ReturnType<typeof messagesQueryKey>,
    MessagePageParam
  >({
    queryKey: messagesQueryKey(threadId, around),
    queryFn: ({ pageParam, signal }) => getMessages(threadId, pageParam, signal),
    initialPageParam: around === null ? {} : { around },
    getPreviousPageParam: (first) => (first.meta.has_older && first.data[0] ? { before: first.data[0].id } : undefined),
    getNextPageParam: (last) => (last.meta.has_newer && last.data.at(-1) ? { after: last.data.at(-1)!.id } : undefined),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The loaded messages in order, each once (a message can reach two pages when it arrives twice). */
export function flattenMessages(pages: MessagePages | undefined): Message[] {
  if (!pages) return [];
  const seen = new Set<number>();
  const messages: Message[] = [];
  for (const page of pages.pages) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}
