import { useId } from 'react';
import { CheckIcon } from '@talentindia/ui';
import { PageSection } from '../../../components/page-section/page-section';
import styles from './mission-section.module.css';

const commitments = [
  'Clear profiles, so clients know exactly who they are hiring',
  'Flexible hourly and fixed-price contracts',
  'Messaging, hiring and payments in one place',
  'Secure payments by card or credits',
];

export function MissionSection() {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId}>
      <div className={styles.layout}>
        <div>
          <p className={styles.eyebrow}>Our mission</p>
          <h2 id={headingId} className={styles.title}>
            Make hiring great Indian developers simple, fair and safe
          </h2>
          <p className={styles.text}>
            India is home to millions of skilled software professionals, yet finding the right one still takes too long
            for most companies. TalentIndia exists to close that gap: a marketplace where clients anywhere in the world
            can post a job, meet talented Indian developers, engineers, programmers, coders and designers, and start
            working together within days.
          </p>
          <p className={styles.text}>
            We believe remote hiring should feel as trustworthy as hiring someone down the corridor, so we build the
            tools that make that possible.
          </p>
        </div>
        <div className={styles.panel}>
          <h3 className={styles.panelTitle}>What we promise clients</h3>
          <ul className={styles.list}>
            {commitments.map((commitment) => (
              <li key={commitment}>
                <CheckIcon className={styles.check} />
                <span>{commitment}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
