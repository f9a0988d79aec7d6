import type { QuotedMessage } from '@talentindia/contracts';
import { CloseIcon } from '@talentindia/ui';
import { ReplyIcon } from './chat-icons';
import styles from './reply-bar.module.css';

export interface ReplyBarProps {
  quote: QuotedMessage;
  onClose: () => void;
}

/** Above the composer while replying: the message being answered, and a cross (or Escape) to stop. */
export function ReplyBar({ quote, onClose }: ReplyBarProps) {
  return (
    <div className={styles.bar} role="group" aria-label="Replying to a message">
      <ReplyIcon className={styles.icon} width={18} height={18} />
      <div className={styles.quote}>
        <span className={styles.sender}>Replying to {quote.mine ? 'yourself' : quote.sender_name}</span>
        <span className={styles.preview}>{quote.preview}</span>
      </div>
      <button type="button" className={styles.close} aria-label="Cancel reply" onClick={onClose}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
