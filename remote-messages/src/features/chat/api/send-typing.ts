import { apiClient } from '@talentindia/core';

/** `POST /threads/:id/typing`: tells the other side the caller is writing. Best effort: a lost signal only hides "typing…". */
export function sendTypingSignal(threadId: number): Promise<void> {
  return apiClient()
    .post(`threads/${threadId}/typing`)
    .then(() => undefined)
    .catch(() => undefined);
}
