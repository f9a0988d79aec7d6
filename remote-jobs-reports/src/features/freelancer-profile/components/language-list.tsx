import type { FreelancerProfile } from '@talentindia/contracts';
import { Section } from '@talentindia/ui/page-parts';
import styles from './language-list.module.css';

/** Spec §3: languages with their fluency. */
export function LanguageList({ languages }: { languages: FreelancerProfile['languages'] }) {
  return (
    <Section title="Languages">
      {languages.length === 0 ? (
        <p className={styles.empty}>No languages listed.</p>
      ) : (
        <dl className={styles.languages}>
          {languages.map((language) => (
            <div key={language.name} className={styles.language}>
              <dt className={styles.name}>{language.name}</dt>
              <dd className={styles.fluency}>{language.fluency}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
