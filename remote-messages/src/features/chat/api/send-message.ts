import { messageResponseBodySchema, type Message, type SendMessageInput } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/**
 * `POST /threads/:id/messages`: text and/or uploaded attachments, maybe answering a message. The
 * composer's `client_key` makes a retry after a lost answer the same message, never a second one.
 */
export async function sendMessage(threadId: number, input: SendMessageInput): Promise<Message> {
  const { data } = await callApi(
    () => apiClient().post(`threads/${threadId}/messages`, { json: input }).json(),
    messageResponseBodySchema,
  );
  return data;
}
