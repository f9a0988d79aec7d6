import type { Attachment, Message } from '@talentindia/contracts';
import { Button } from '@talentindia/ui';
import { useConversationScroll } from '../hooks/use-conversation-scroll';
import { useWhenVisible } from '../hooks/use-when-visible';
import type { PendingMessage } from '../stores/pending-messages';
import { dayKey, formatDayLabel, formatSeenTime } from '../utils/format-time';
import { DaySeparator } from './day-separator';
import { MessageItem } from './message-item';
import { PendingMessageItem } from './pending-message-item';
import styles from './message-list.module.css';

export interface MessageListProps {
  messages: Message[];
  pending: PendingMessage[];
  counterpartName: string;
  /** When the other side last opened the conversation: "Seen" on the reader's messages sent before it. */
  counterpartReadAt: string | null;
  older: { has: boolean; loading: boolean; load: () => void };
  newer: { has: boolean; loading: boolean; load: () => void; jumpToLatest: () => void };
  /** Opened at this message (a search hit, a quoted message) rather than at the newest. */
  targetId: number | null;
  highlightedId: number | null;
  onReply: (message: Message) => void;
  onOpenQuoted: (messageId: number) => void;
  onOpenMedia: (media: Attachment[], index: number) => void;
  onRetry: (clientKey: string) => void;
  onDelete: (clientKey: string) => void;
}

function groupByDay(messages: Message[]): { key: number; label: string; messages: Message[] }[] {
  const groups: { key: number; label: string; messages: Message[] }[] = [];
  for (const message of messages) {
    const key = dayKey(message.created_at);
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, label: formatDayLabel(message.created_at), messages: [message] });
  }
  return groups;
}

/**
 * The conversation: messages by day, older ones loading as the reader scrolls up (without the view
 * jumping), the reader's messages on their way at the end, and "Sent" or "Seen" under their last one.
 */
export function MessageList(props: MessageListProps) {
  const { messages, pending, counterpartName, counterpartReadAt, older, newer, targetId, highlightedId } = props;
  const last = messages.at(-1);
  const { scroller, onScroll, keepPosition } = useConversationScroll({
    firstId: messages[0]?.id ?? null,
    lastKey: `${last?.id ?? 0}:${pending.map((message) => message.clientKey).join(',')}`,
    lastIsMine: pending.length > 0 || Boolean(last?.mine),
    targetId,
    hasItems: messages.length > 0 || pending.length > 0,
  });
  const loadOlder = () => {
    if (!older.has || older.loading) return;
    keepPosition();
    older.load();
  };
  const topSentinel = useWhenVisible<HTMLDivElement>(loadOlder, {
    enabled: older.has && !older.loading,
    root: scroller,
  });
  const bottomSentinel = useWhenVisible<HTMLDivElement>(() => !newer.loading && newer.load(), {
    enabled: newer.has && !newer.loading,
    root: scroller,
  });

  const lastMine = [...messages].reverse().find((message) => message.mine);
  const receiptFor = (message: Message) => {
    if (message !== lastMine || newer.has) return null;
    const seen = counterpartReadAt !== null && Date.parse(counterpartReadAt) >= Date.parse(message.created_at);
    return <span className={styles.receipt}>{seen ? `Seen ${formatSeenTime(counterpartReadAt)}` : 'Sent'}</span>;
  };

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="log"
      aria-label={`Messages with ${counterpartName}`}
      // A scrolling region is reached by keyboard too, to read it with the arrow keys (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={onScroll}
    >
      {older.has ? (
        <div ref={topSentinel} className={styles.more}>
          <Button variant="ghost" size="small" disabled={older.loading} onClick={loadOlder}>
            {older.loading ? 'Loading…' : 'Load older messages'}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 && pending.length === 0 ? (
        <p className={styles.empty}>No messages yet. Say hello to {counterpartName}.</p>
      ) : null}
      {groupByDay(messages).map((group) => (
        <section key={group.key} className={styles.day}>
          <DaySeparator label={group.label} />
          <ol className={styles.list}>
            {group.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                senderName={message.mine ? 'You' : counterpartName}
                receipt={receiptFor(message)}
                highlighted={message.id === highlightedId}
                onReply={props.onReply}
                onOpenQuoted={props.onOpenQuoted}
                onOpenMedia={props.onOpenMedia}
              />
            ))}
          </ol>
        </section>
      ))}
      {pending.length > 0 ? (
        <ol className={styles.list} aria-label="Sending">
          {pending.map((message) => (
            <PendingMessageItem
              key={message.clientKey}
              message={message}
              onRetry={props.onRetry}
              onDelete={props.onDelete}
            />
          ))}
        </ol>
      ) : null}
      {newer.has ? (
        <div ref={bottomSentinel} className={styles.more}>
          <Button variant="ghost" size="small" disabled={newer.loading} onClick={newer.load}>
            {newer.loading ? 'Loading…' : 'Load newer messages'}
          </Button>
          <Button variant="secondary" size="small" onClick={newer.jumpToLatest}>
            Jump to latest
          </Button>
        </div>
      ) : null}
    </div>
  );
}
