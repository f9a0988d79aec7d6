import styles from './step-list.module.css';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps: a real ordered list, the numbers drawn from the list's own counter. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.list}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
