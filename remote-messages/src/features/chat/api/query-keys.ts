/** Everything the messages page caches sits under one key, so a `reset` from the live stream reads it all again. */
export const MESSAGES_QUERY_KEY = ['messages'] as const;

export const threadsQueryKey = (search: string) => [...MESSAGES_QUERY_KEY, 'threads', search] as const;
export const THREADS_QUERY_KEY = [...MESSAGES_QUERY_KEY, 'threads'] as const;
export const threadQueryKey = (threadId: number) => [...MESSAGES_QUERY_KEY, 'thread', threadId] as const;
/** A conversation's loaded pages; opened at a message (`around`), it is a list of its own. */
export const messagesQueryKey = (threadId: number, around: number | null) =>
  [...MESSAGES_QUERY_KEY, 'thread', threadId, 'messages', around] as const;
export const threadMessagesQueryKey = (threadId: number) =>
  [...MESSAGES_QUERY_KEY, 'thread', threadId, 'messages'] as const;
