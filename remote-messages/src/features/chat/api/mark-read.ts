import { readResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/** `POST /threads/:id/read`: the caller has seen the conversation; its messages to them are read. */
export function markThreadRead(threadId: number) {
  return callApi(() => apiClient().post(`threads/${threadId}/read`).json(), readResponseSchema);
}
