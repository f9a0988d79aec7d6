import { useId, type ReactNode } from 'react';
import styles from './profile-section.module.css';

export interface ProfileSectionProps {
  title: string;
  /** Beside the heading (the reviews' average). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One part of the profile: a card named by its heading, so it is a landmark a screen reader can jump to. */
export function ProfileSection({ title, aside, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
