import { useQuery } from '@tanstack/react-query';
import { threadResponseSchema, type ThreadDetail } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { threadQueryKey } from './query-keys';

/**
 * `GET /threads/:id`: one conversation's header: the counterpart, the job, when they last read it,
 * whether the caller can hire, and why sending is refused. A thread that is not the caller's is a 404.
 */
export async function getThread(threadId: number, signal?: AbortSignal): Promise<ThreadDetail> {
  const { data } = await callApi(() => apiClient().get(`threads/${threadId}`, { signal }).json(), threadResponseSchema);
  return data;
}

export function useThread(threadId: number, { pollMs }: { pollMs: number | false }) {
  return useQuery<ThreadDetail, ApiError>({
    queryKey: threadQueryKey(threadId),
    queryFn: ({ signal }) => getThread(threadId, signal),
    refetchInterval: pollMs,
  });
}
