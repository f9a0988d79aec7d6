import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  /** The heading's id, which its section refers to with aria-labelledby. */
  id: string;
  title: string;
  /** A short label above the heading. */
  eyebrow?: string;
  lead?: ReactNode;
  align?: 'start' | 'center';
}

/** The h2 of a page section, with an optional eyebrow and lead paragraph. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
