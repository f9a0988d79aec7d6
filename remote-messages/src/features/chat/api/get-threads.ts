import { useInfiniteQuery } from '@tanstack/react-query';
import { threadListResponseSchema, type ThreadListResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { threadsQueryKey } from './query-keys';

/**
 * `GET /threads?cursor=&q=`: the caller's conversations, newest first, a page at a time; with `q` the
 * ones whose counterpart, job title or messages match, and the words to highlight (`meta.terms`).
 */
export function getThreads(search: string, cursor: string | null, signal?: AbortSignal): Promise<ThreadListResponse> {
  const searchParams = new URLSearchParams();
  if (cursor) searchParams.set('cursor', cursor);
  if (search) searchParams.set('q', search);
  return callApi(() => apiClient().get('threads', { searchParams, signal }).json(), threadListResponseSchema);
}

export interface UseThreadsOptions {
  /** Read the list again this often (ms) while the live stream is not open; off when false. */
  pollMs: number | false;
}

export function useThreads(search: string, { pollMs }: UseThreadsOptions) {
  return useInfiniteQuery<ThreadListResponse, ApiError>({
    queryKey: threadsQueryKey(search),
    queryFn: ({ pageParam, signal }) => getThreads(search, pageParam as string | null, signal),
    initialPageParam: null,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
    refetchInterval: pollMs,
    // While a search is typed, the list of the last one stays until the new one arrives.
    placeholderData: (previous) => previous,
  });
}
