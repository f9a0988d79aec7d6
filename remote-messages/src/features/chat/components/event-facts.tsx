import styles from './event-facts.module.css';

export interface EventFact {
  label: string;
  value: string;
}

/** An event's facts as label and value pairs ("Rate" "$20.00/hr"); the ones it does not have are left out. */
export function EventFacts({ facts }: { facts: (EventFact | null)[] }) {
  const shown = facts.filter((fact): fact is EventFact => fact !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
