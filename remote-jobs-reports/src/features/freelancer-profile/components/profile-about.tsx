import type { FreelancerProfile } from '@talentindia/contracts';
import { Section } from '@talentindia/ui/page-parts';
import { SkillList } from './skill-list';
import styles from './profile-about.module.css';

/** What the freelancer says about their work, and their skills. */
export function ProfileAbout({ freelancer }: { freelancer: FreelancerProfile }) {
  return (
    <Section title="About">
      <p className={styles.description}>{freelancer.description}</p>
      <h3 className={styles.subheading}>Skills</h3>
      <SkillList skills={freelancer.skills} label="Skills" />
    </Section>
  );
}
