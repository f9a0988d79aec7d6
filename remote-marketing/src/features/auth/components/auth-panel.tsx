import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@talentindia/core';
import { InfoIcon } from '@talentindia/ui';
import styles from './auth-panel.module.css';

export interface AuthPanelProps {
  /** The document title ("Sign Up", "Log In"). */
  pageTitle: string;
  heading: string;
  lead: ReactNode;
  /** Says plainly that the form is not here yet, rather than showing one that cannot submit. */
  notice: string;
  /** The way to the other auth page. */
  switchPrompt: ReactNode;
  /** The sentence before the links to the terms and the privacy policy. */
  legalPrefix: string;
}

/** The centred card of the sign-up and log-in pages. */
export function AuthPanel({ pageTitle, heading, lead, notice, switchPrompt, legalPrefix }: AuthPanelProps) {
  usePageTitle(pageTitle);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <p className={styles.brand}>TalentIndia</p>
        <h1 id={titleId} className={styles.title}>
          {heading}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <p className={styles.notice}>
          <InfoIcon className={styles.noticeIcon} />
          <span>{notice}</span>
        </p>
        <p className={styles.switch}>{switchPrompt}</p>
        <p className={styles.legal}>
          {legalPrefix} <Link to="/terms-and-conditions">Terms and Conditions</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </div>
    </section>
  );
}
