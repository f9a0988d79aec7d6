import { useId } from 'react';
import { Accordion } from '@talentindia/ui';
import { dashboardFaq } from '../content/dashboard-faq';
import styles from './dashboard-faq-section.module.css';

/** Spec §2: seven questions, one open at a time; a repeated click on the open one closes it. */
export function DashboardFaqSection() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Frequently asked questions
      </h2>
      <Accordion items={dashboardFaq} headingLevel={3} />
    </section>
  );
}
