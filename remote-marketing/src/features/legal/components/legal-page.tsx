import { useId } from 'react';
import { usePageTitle } from '@talentindia/core';
import styles from './legal-page.module.css';

export interface LegalPageProps {
  title: string;
  summary: string[];
}

/** A legal page: its title and a plain-language summary, in a reading column. */
export function LegalPage({ title, summary }: LegalPageProps) {
  usePageTitle(title);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.column}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {summary.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
