import styles from './day-separator.module.css';

/** The day a group of messages was written on ("Today", "Yesterday", "Wednesday, Nov 25, 2026"). */
export function DaySeparator({ label }: { label: string }) {
  return (
    <h3 className={styles.day}>
      <span className={styles.label}>{label}</span>
    </h3>
  );
}
