import styles from './skill-list.module.css';

/** Skills as tags; the list's name says whose skills they are when there are several lists on the page. */
export function SkillList({ skills, label }: { skills: string[]; label: string }) {
  if (skills.length === 0) return null;
  return (
    <ul className={styles.skills} aria-label={label}>
      {skills.map((skill) => (
        <li key={skill} className={styles.skill}>
          {skill}
        </li>
      ))}
    </ul>
  );
}
