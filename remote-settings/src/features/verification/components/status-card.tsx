import { useId, type ReactNode } from 'react';
import { VerifiedBadge } from './verified-badge';
import styles from './status-card.module.css';

export interface StatusCardProps {
  title: string;
  verified: boolean;
  /** What is verified (the address), and what to do while it is not. */
  children?: ReactNode;
}

/** One thing that can be verified: its name, "Verified" or "Not verified", and what follows. */
export function StatusCard({ title, verified, children }: StatusCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h2 id={headingId}>{title}</h2>
        <VerifiedBadge verified={verified} />
      </div>
      {children}
    </section>
  );
}
