import { useId, type ReactNode } from 'react';
import { ButtonLink } from '@talentindia/ui';
import styles from './cta-banner.module.css';

export interface CtaBannerProps {
  title: string;
  text: ReactNode;
  /** The label of the link to /signup. */
  actionLabel?: string;
}

/** The closing call to action of a marketing page: one heading, one sentence, one link to sign up. */
export function CtaBanner({ title, text, actionLabel = 'Create an account' }: CtaBannerProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <ButtonLink to="/signup" variant="accent" className={styles.action}>
          {actionLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
