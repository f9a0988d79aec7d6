import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

export interface PageHeroProps {
  /** The h1's id, which the hero section refers to with aria-labelledby. */
  titleId: string;
  title: string;
  eyebrow?: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
  /** Content beside the text on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** The opening band of an inner marketing page: the page's one h1, its lead and calls to action. */
export function PageHero({ titleId, title, eyebrow, lead, actions, aside }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={`${styles.inner} ${aside ? styles.withAside : ''}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </section>
  );
}
