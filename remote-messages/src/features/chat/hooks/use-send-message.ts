import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuotedMessage } from '@talentindia/contracts';
import { toApiError } from '@talentindia/core';
import { appendMessages } from '../api/append-messages';
import { THREADS_QUERY_KEY } from '../api/query-keys';
import { sendMessage } from '../api/send-message';
import { uploadAttachment } from '../api/upload-attachment';
import { usePendingMessages, type ChosenFile, type PendingMessage } from '../stores/pending-messages';
import { newClientKey } from '../utils/client-key';

export interface Outgoing {
  body: string;
  replyTo: QuotedMessage | null;
  files: ChosenFile[];
}

/**
 * Sending from the composer: the message shows at once (pending), its files upload one by one (a
 * retry skips the ones already stored), then it is sent with its `client_key`, so a retry after a
 * lost answer never makes a second message. Sent, it takes its place in the conversation; refused or
 * cut off, it stays "Not sent" with the reason, to retry or delete.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();

  const deliver = useCallback(
    async (clientKey: string) => {
      const store = usePendingMessages.getState();
      const pending = store.byKey[clientKey];
      if (!pending) return;
      store.update(clientKey, { status: 'sending', error: null });
      try {
        const uploaded: Record<string, number> = { ...pending.uploaded };
        for (const chosen of pending.files) {
          if (uploaded[chosen.key] !== undefined) continue;
          const attachment = await uploadAttachment(pending.threadId, chosen.file, chosen.poster);
          uploaded[chosen.key] = attachment.id;
          usePendingMessages.getState().update(clientKey, { uploaded: { ...uploaded } });
        }
        const message = await sendMessage(pending.threadId, {
          body: pending.body,
          reply_to_id: pending.replyTo?.id ?? null,
          attachment_ids: pending.files.map((chosen) => uploaded[chosen.key]!),
          client_key: clientKey,
        });
        appendMessages(queryClient, pending.threadId, [message]);
        usePendingMessages.getState().remove(clientKey);
        void queryClient.invalidateQueries({ queryKey: THREADS_QUERY_KEY });
      } catch (error) {
        usePendingMessages.getState().update(clientKey, { status: 'failed', error: (await toApiError(error)).message });
      }
    },
    [queryClient],
  );

  const send = useCallback(
    (threadId: number, outgoing: Outgoing) => {
      const message: PendingMessage = {
        clientKey: newClientKey(),
        threadId,
        body: outgoing.body,
        replyTo: outgoing.replyTo,
        files: outgoing.files,
        uploaded: {},
        status: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
      };
      usePendingMessages.getState().add(message);
      void deliver(message.clientKey);
    },
    [deliver],
  );

  const retry = useCallback((clientKey: string) => void deliver(clientKey), [deliver]);
  const discard = useCallback((clientKey: string) => usePendingMessages.getState().remove(clientKey), []);

  return { send, retry, discard };
}
