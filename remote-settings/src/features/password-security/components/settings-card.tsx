import { useId, type ReactNode } from 'react';
import styles from './settings-card.module.css';

export interface SettingsCardProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  children?: ReactNode;
}

/** One part of the page (Password, Google account, Two-step verification): a titled region. */
export function SettingsCard({ title, description, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
