import type { QuotedMessage } from '@talentindia/contracts';
import { VisuallyHidden } from '@talentindia/ui';
import styles from './reply-quote.module.css';

export interface ReplyQuoteProps {
  quote: QuotedMessage;
  /** Shows the quoted message in the conversation (loading it when it is not). */
  onOpen: (messageId: number) => void;
}

/** The message a reply answers, quoted above it: who wrote it and its first words; a click goes to it. */
export function ReplyQuote({ quote, onOpen }: ReplyQuoteProps) {
  return (
    <button type="button" className={styles.quote} onClick={() => onOpen(quote.id)}>
      <span className={styles.sender}>{quote.mine ? 'You' : quote.sender_name}</span>
      <span className={styles.preview}>{quote.preview}</span>
      <VisuallyHidden> (show the message replied to)</VisuallyHidden>
    </button>
  );
}
