import type { ReactNode } from 'react';
import { usePageTitle } from '@talentindia/core';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  /** The page's heading and its document title (`<title> | TalentIndia`). */
  title: string;
  description?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of a signed-in page: the title as h1 and document title, an optional lead and actions. */
export function PageFrame({ title, description, actions, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <section className={styles.frame} aria-labelledby="page-title">
      <header className={styles.header}>
        <div>
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
