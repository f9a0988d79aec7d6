import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messagingMessages as m, type Attachment, type Message, type QuotedMessage } from '@talentindia/contracts';
import { SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { flattenMessages, useMessages } from '../api/get-messages';
import { useThread } from '../api/get-thread';
import { readNewerMessages } from '../api/read-newer-messages';
import { useMarkRead } from '../hooks/use-mark-read';
import { useSendMessage } from '../hooks/use-send-message';
import { usePendingMessages } from '../stores/pending-messages';
import { quoteOf } from '../utils/quote';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { Gallery } from './gallery';
import { MessageList } from './message-list';
import { SendRefusal } from './send-refusal';
import { TypingIndicator } from './typing-indicator';
import styles from './conversation.module.css';

/** How long a message a quote or a search hit led to stays marked. */
const HIGHLIGHT_MS = 2_500;

export interface ConversationProps {
  threadId: number;
  /** Opened at this message (a search hit): the page around it is loaded. */
  targetMessageId: number | null;
  narrow: boolean;
  pollMs: number | false;
}

interface OpenGallery {
  media: Attachment[];
  index: number;
}

/** The right pane: the conversation's header, its messages, "typing…", and the composer (or why sending is refused). */
export function Conversation({ threadId, targetMessageId, narrow, pollMs }: ConversationProps) {
  const queryClient = useQueryClient();
  const thread = useThread(threadId, { pollMs });
  const [around, setAround] = useState<number | null>(targetMessageId);
  const [highlightedId, setHighlightedId] = useState<number | null>(targetMessageId);
  const [replyTo, setReplyTo] = useState<QuotedMessage | null>(null);
  const [gallery, setGallery] = useState<OpenGallery | null>(null);
  const pages = useMessages(threadId, around);
  const messages = flattenMessages(pages.data);
  const pending = Object.values(usePendingMessages((state) => state.byKey)).filter(
    (message) => message.threadId === threadId && !messages.some((sent) => sent.client_key === message.clientKey),
  );
  const { send, retry, discard } = useSendMessage();
  useMarkRead(threadId, { unreadCount: thread.data?.unread_count ?? 0, messages });

  // Without the live stream, what arrived is read on each poll.
  useEffect(() => {
    if (pollMs === false) return;
    const timer = setInterval(() => void readNewerMessages(queryClient, threadId), pollMs);
    return () => clearInterval(timer);
  }, [pollMs, queryClient, threadId]);

  useEffect(() => {
    if (highlightedId === null) return;
    const timer = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  const name = thread.data ? `${thread.data.counterpart.first_name} ${thread.data.counterpart.last_name}` : '';

  const openQuoted = useCallback(
    (messageId: number) => {
      const element = document.getElementById(`message-${messageId}`);
      setHighlightedId(messageId);
      if (element) {
        element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        element.focus({ preventScroll: true });
      } else {
        // Not loaded: the conversation opens around it.
        setAround(messageId);
      }
    },
    [setAround],
  );

  if (thread.error?.status === 404 || pages.error?.status === 404) {
    return (
      <section className={styles.conversation} aria-label="Conversation">
        <p className={styles.missing}>{m.threadNotFound}</p>
      </section>
    );
  }
  if (thread.isError && !thread.data) {
    return (
      <section className={styles.conversation} aria-label="Conversation">
        <LoadFailed message={thread.error.message} onRetry={() => void thread.refetch()} />
      </section>
    );
  }
  if (!thread.data) {
    return (
      <section className={styles.conversation} aria-label="Conversation">
        <SectionSkeleton label="the conversation" rows={6} />
      </section>
    );
  }

  const detail = thread.data;
  let body;
  if (pages.isError && !pages.data) {
    body = <LoadFailed message={pages.error.message} onRetry={() => void pages.refetch()} />;
  } else if (!pages.data) {
    body = <SectionSkeleton label="the messages" rows={6} />;
  } else {
    body = (
      <MessageList
        // Opened somewhere else (a quoted message not loaded, Jump to latest): a list of its own.
        key={around ?? 'newest'}
        messages={messages}
        pending={pending}
        counterpartName={name}
        counterpartReadAt={detail.counterpart_read_at}
        older={{
          has: pages.hasPreviousPage,
          loading: pages.isFetchingPreviousPage,
          load: () => void pages.fetchPreviousPage(),
        }}
        newer={{
          has: pages.hasNextPage,
          loading: pages.isFetchingNextPage,
          load: () => void pages.fetchNextPage(),
          jumpToLatest: () => setAround(null),
        }}
        targetId={around}
        highlightedId={highlightedId}
        onReply={(message: Message) => setReplyTo(quoteOf(message, message.mine ? 'You' : name))}
        onOpenQuoted={openQuoted}
        onOpenMedia={(media, index) => setGallery({ media, index })}
        onRetry={retry}
        onDelete={discard}
      />
    );
  }

  return (
    <section className={styles.conversation} aria-label={`Conversation with ${name}`}>
      <ConversationHeader thread={detail} narrow={narrow} />
      {body}
      <TypingIndicator threadId={threadId} firstName={detail.counterpart.first_name} />
      {detail.send_refusal ? (
        <SendRefusal thread={detail} />
      ) : (
        <Composer
          key={threadId}
          threadId={threadId}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={(outgoing) => send(threadId, outgoing)}
        />
      )}
      {gallery ? (
        <Gallery
          media={gallery.media}
          index={gallery.index}
          // The lightbox gives the focus back to the tile that opened it.
          onClose={() => setGallery(null)}
        />
      ) : null}
    </section>
  );
}
