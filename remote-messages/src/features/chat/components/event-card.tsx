import type { ReactNode } from 'react';
import styles from './event-card.module.css';

export interface EventCardProps {
  /** What happened ("Offer accepted"). */
  title: string;
  /** Who did it, and when ("Priya Sharma · 9:05 AM"). */
  byline: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
  children?: ReactNode;
}

/** A hiring event in the conversation: written by the action itself (never typed), drawn as a card. */
export function EventCard({ title, byline, tone = 'neutral', children }: EventCardProps) {
  return (
    <div className={`${styles.card} ${styles[tone]}`}>
      <p className={styles.title}>{title}</p>
      {children}
      <p className={styles.byline}>{byline}</p>
    </div>
  );
}
