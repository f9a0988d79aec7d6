import { linkify } from '../utils/linkify';
import styles from './message-text.module.css';

/**
 * A person's words as they typed them (line breaks kept), web addresses made links that open in a
 * new tab without giving it this page. Text only: nothing in a message is ever read as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
