import { messagingMessages as m } from '@talentindia/contracts';
import { Button, VisuallyHidden } from '@talentindia/ui';
import type { PendingMessage } from '../stores/pending-messages';
import { FileIcon } from './chat-icons';
import { MessageText } from './message-text';
import itemStyles from './message-item.module.css';
import styles from './pending-message-item.module.css';

export interface PendingMessageItemProps {
  message: PendingMessage;
  onRetry: (clientKey: string) => void;
  onDelete: (clientKey: string) => void;
}

function progressText(message: PendingMessage): string {
  const total = message.files.length;
  const done = Object.keys(message.uploaded).length;
  if (total > 0 && done < total) return `Uploading ${done + 1} of ${total}…`;
  return 'Sending…';
}

/**
 * A message of the reader's on its way, shown at once: sending (with its files' progress), or "Not
 * sent." with the reason, Retry and Delete.
 */
export function PendingMessageItem({ message, onRetry, onDelete }: PendingMessageItemProps) {
  const failed = message.status === 'failed';
  return (
    <li className={`${itemStyles.item} ${itemStyles.mine}`} aria-busy={!failed || undefined}>
      <div className={`${itemStyles.bubble} ${failed ? styles.failedBubble : styles.sendingBubble}`}>
        <VisuallyHidden>You: </VisuallyHidden>
        {message.replyTo ? <p className={styles.replying}>Replying to {message.replyTo.preview}</p> : null}
        {message.files.length > 0 ? (
          <ul className={styles.files} aria-label="Files">
            {message.files.map((chosen) => (
              <li key={chosen.key} className={styles.file}>
                {chosen.previewUrl ? (
                  <img className={styles.thumb} src={chosen.previewUrl} alt="" />
                ) : (
                  <FileIcon width={20} height={20} />
                )}
                <span className={styles.name}>{chosen.file.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {message.body ? <MessageText text={message.body} /> : null}
      </div>
      <div className={itemStyles.meta}>
        {failed ? (
          <span className={styles.failed} role="alert">
            {m.sendFailed} {message.error}
          </span>
        ) : (
          <span role="status">{progressText(message)}</span>
        )}
        {failed ? (
          <>
            <Button size="small" variant="secondary" onClick={() => onRetry(message.clientKey)}>
              Retry
            </Button>
            <Button size="small" variant="ghost" onClick={() => onDelete(message.clientKey)}>
              Delete
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
