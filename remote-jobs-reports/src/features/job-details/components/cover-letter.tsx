import { useId, useState } from 'react';
import styles from './cover-letter.module.css';

/** Longer letters open on request, so a page of proposals can be scanned. */
const PREVIEW_LENGTH = 320;

/** A proposal's cover letter: the first lines, and the rest behind "Show more". */
export function CoverLetter({ text }: { text: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > PREVIEW_LENGTH;
  const shown = !long || expanded ? text : `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…`;
  return (
    <div className={styles.letter}>
      <h4 className={styles.heading}>Cover letter</h4>
      <p id={id} className={styles.text}>
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
