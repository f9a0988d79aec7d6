import type { ReactNode } from 'react';
import styles from './page-section.module.css';

export type SectionTone = 'plain' | 'alt' | 'soft';

export interface PageSectionProps {
  /** The id of the section's heading: a labelled section is a landmark (region) for assistive technology. */
  labelledBy: string;
  tone?: SectionTone;
  /** Narrows the content column, for long-form reading. */
  narrow?: boolean;
  children: ReactNode;
}

/** A full-width band of a marketing page, its content centred in the site's column. */
export function PageSection({ labelledBy, tone = 'plain', narrow = false, children }: PageSectionProps) {
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={labelledBy}>
      <div className={`${styles.inner} ${narrow ? styles.narrow : ''}`}>{children}</div>
    </section>
  );
}
