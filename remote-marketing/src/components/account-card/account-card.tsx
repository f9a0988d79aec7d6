import { useId, type ReactNode } from 'react';
import { usePageTitle } from '@talentindia/core';
import styles from './account-card.module.css';

export interface AccountCardProps {
  /** The document title ("Sign Up", "Log In", …). */
  pageTitle: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (to the other account pages, the terms). */
  footer?: ReactNode;
}

/** The centred card of the account pages: sign up, log in, password reset, email verification. */
export function AccountCard({ pageTitle, heading, lead, children, footer }: AccountCardProps) {
  usePageTitle(pageTitle);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <header className={styles.header}>
          <p className={styles.brand}>TalentIndia</p>
          <h1 id={titleId} className={styles.title}>
            {heading}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </section>
  );
}
