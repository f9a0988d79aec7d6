import type { ReactNode } from 'react';
import type { Attachment, Message } from '@talentindia/contracts';
import { DropdownMenu, VisuallyHidden } from '@talentindia/ui';
import { formatMessageTime } from '../utils/format-time';
import { AttachmentGrid } from './attachment-grid';
import { MoreIcon, ReplyIcon } from './chat-icons';
import { DocumentAttachment } from './document-attachment';
import { HiringEvent } from './hiring-event';
import { MessageText } from './message-text';
import { ReplyQuote } from './reply-quote';
import styles from './message-item.module.css';

export interface MessageItemProps {
  message: Message;
  /** Who wrote it, as the reader knows them ("You" for their own). */
  senderName: string;
  /** "Sent" or "Seen …" under the reader's last message; nothing elsewhere. */
  receipt: ReactNode;
  /** Briefly marked: the message a quote or a search hit led to. */
  highlighted: boolean;
  onReply: (message: Message) => void;
  onOpenQuoted: (messageId: number) => void;
  onOpenMedia: (media: Attachment[], index: number) => void;
}

/** One message of the conversation: a person's (text, files, the message it answers) or a hiring event. */
export function MessageItem({
  message,
  senderName,
  receipt,
  highlighted,
  onReply,
  onOpenQuoted,
  onOpenMedia,
}: MessageItemProps) {
  const time = formatMessageTime(message.created_at);
  const media = message.attachments.filter((attachment) => attachment.kind !== 'document');
  const documents = message.attachments.filter((attachment) => attachment.kind === 'document');
  const side = message.kind !== 'text' ? styles.event : message.mine ? styles.mine : styles.theirs;
  const byline = (
    <>
      {senderName} · <time dateTime={message.created_at}>{time}</time>
    </>
  );

  return (
    <li
      id={`message-${message.id}`}
      className={`${styles.item} ${side} ${highlighted ? styles.highlighted : ''}`}
      tabIndex={-1}
    >
      {message.kind === 'text' ? (
        <div className={styles.bubble}>
          <VisuallyHidden>{senderName}: </VisuallyHidden>
          {message.reply_to ? <ReplyQuote quote={message.reply_to} onOpen={onOpenQuoted} /> : null}
          {media.length > 0 ? <AttachmentGrid media={media} onOpen={(index) => onOpenMedia(media, index)} /> : null}
          {documents.map((attachment) => (
            <DocumentAttachment key={attachment.id} attachment={attachment} />
          ))}
          {message.body ? <MessageText text={message.body} /> : null}
        </div>
      ) : (
        <HiringEvent message={message as Message & { kind: Exclude<Message['kind'], 'text'> }} byline={byline} />
      )}
      <div className={styles.meta}>
        {message.kind === 'text' ? <time dateTime={message.created_at}>{time}</time> : null}
        {receipt}
        <DropdownMenu
          trigger={<MoreIcon width={16} height={16} />}
          triggerLabel={`More actions for the message of ${time}`}
          showChevron={false}
          align={message.mine ? 'end' : 'start'}
          items={[
            {
              kind: 'action',
              label: 'Reply',
              icon: <ReplyIcon width={16} height={16} />,
              onSelect: () => onReply(message),
            },
          ]}
        />
      </div>
    </li>
  );
}
