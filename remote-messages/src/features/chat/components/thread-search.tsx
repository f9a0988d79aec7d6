import { SearchIcon } from './chat-icons';
import styles from './thread-search.module.css';

export interface ThreadSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box over the thread list: names, job titles and message text, searched on the server. */
export function ThreadSearch({ value, onChange }: ThreadSearchProps) {
  return (
    <div className={styles.search} role="search">
      <label htmlFor="messages-search" className={styles.label}>
        Search messages
      </label>
      <span className={styles.field}>
        <SearchIcon className={styles.icon} width={18} height={18} />
        <input
          id="messages-search"
          type="search"
          className={styles.input}
          value={value}
          maxLength={100}
          placeholder="Search by name, job or message"
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </div>
  );
}
