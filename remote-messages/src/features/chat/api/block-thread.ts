import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { THREADS_QUERY_KEY, threadQueryKey } from './query-keys';

/**
 * `POST /threads/:id/block` (block) and `DELETE /threads/:id/block` (unblock): while blocked,
 * neither side can send in the conversation. Both are idempotent.
 */
export function setThreadBlocked(threadId: number, blocked: boolean): Promise<MessageResponse> {
  const path = `threads/${threadId}/block`;
  return callApi(() => (blocked ? apiClient().post(path) : apiClient().delete(path)).json(), messageResponseSchema);
}

export function useSetThreadBlocked(threadId: number) {
  const queryClient = useQueryClient();
  return useMutation<MessageResponse, ApiError, boolean>({
    mutationFn: (blocked) => setThreadBlocked(threadId, blocked),
    // The header's menu and the composer's refusal come from the thread; the list marks blocked threads.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadQueryKey(threadId) }),
        queryClient.invalidateQueries({ queryKey: THREADS_QUERY_KEY }),
      ]),
  });
}
