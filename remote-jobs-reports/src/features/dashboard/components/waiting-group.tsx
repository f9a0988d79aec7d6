import { useId, type ReactNode } from 'react';
import styles from './waiting-group.module.css';

interface WaitingGroupProps {
  /** "Milestones to approve": the heading reads "Milestones to approve (7)", and names the list. */
  title: string;
  /** All of them; the api sends the most urgent few as items. */
  count: number;
  shown: number;
  /** The list's items. */
  children: ReactNode;
}

/** One kind of thing that waits for the client: its heading with the count, and the list of the first few. */
export function WaitingGroup({ title, count, shown, children }: WaitingGroupProps) {
  const headingId = useId();
  return (
    <div className={styles.group}>
      <h3 id={headingId} className={styles.heading}>
        {title} ({count})
      </h3>
      {shown > 0 ? (
        <ul className={styles.list} aria-labelledby={headingId}>
          {children}
        </ul>
      ) : null}
      {count > shown ? <p className={styles.more}>And {count - shown} more.</p> : null}
    </div>
  );
}
