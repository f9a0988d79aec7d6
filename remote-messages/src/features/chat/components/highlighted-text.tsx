import { highlight } from '../utils/highlight';
import styles from './highlighted-text.module.css';

/** Text with the searched words marked (`<mark>`); drawn as text, never as HTML. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlight(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
