import { formatMoney, type FreelancerProfile } from '@talentindia/contracts';
import { Section } from '@talentindia/ui/page-parts';
import { formatHours, formatMonth } from '../utils/format-dates';
import styles from './profile-stats.module.css';

/** Spec §2: total earnings, total jobs and total hours (computed from contracts by the api), and the weekly availability. */
export function ProfileStats({ freelancer }: { freelancer: FreelancerProfile }) {
  const stats: [string, string][] = [
    ['Total Earnings', formatMoney(freelancer.total_earning)],
    ['Total Jobs', String(freelancer.total_jobs)],
    ['Total Hours', formatHours(freelancer.total_hours)],
    ['Hours per week', `${freelancer.hours_per_week} hrs/week`],
    ['Member since', formatMonth(freelancer.member_since)],
  ];
  return (
    <Section title="Work Summary">
      <dl className={styles.stats}>
        {stats.map(([term, value]) => (
          <div key={term} className={styles.stat}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
