import styles from './history-list.module.css';

export interface HistoryEntry {
  key: string;
  /** The role or the degree. */
  heading: string;
  /** The company or the institution. */
  detail: string;
  /** "Jan 2021 – Present". */
  period: string;
}

/** Entries of a career, newest first as the api orders them: what, where and when. */
export function HistoryList({ entries, empty }: { entries: HistoryEntry[]; empty: string }) {
  if (entries.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.key} className={styles.entry}>
          <h3 className={styles.heading}>{entry.heading}</h3>
          <p className={styles.detail}>{entry.detail}</p>
          <p className={styles.period}>{entry.period}</p>
        </li>
      ))}
    </ul>
  );
}
