import { useId } from 'react';
import type { Verification } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { CheckIcon } from '@talentindia/ui';
import { settingsHref, settingsPaths } from '../../../config/settings-paths';
import styles from './credits-offer.module.css';

interface Task {
  label: string;
  done: boolean;
  /** Where the task is done; the email's link is resent on this page. */
  href?: string;
}

/** Spec §2: "Claim $1000.00 Credits" for three tasks, each ticked from the account's real state. */
export function CreditsOffer({ offer }: { offer: Verification['credits_offer'] }) {
  const tasks: Task[] = [
    { label: 'Verify your email address', done: offer.email_verified },
    { label: 'Complete your billing details', done: offer.billing_complete, href: settingsHref(settingsPaths.billing) },
    {
      label: 'Add a payment method',
      done: offer.payment_method_added,
      href: settingsHref(settingsPaths.paymentMethods),
    },
  ];
  const done = tasks.filter((task) => task.done).length;
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>Claim $1000.00 Credits</h2>
      <p className={styles.lead}>Complete these three tasks to get $1000.00 in free credits.</p>
      <p className={styles.progress}>
        {done} of {tasks.length} done
      </p>
      <ul className={styles.tasks}>
        {tasks.map((task) => (
          <li key={task.label} className={task.done ? styles.done : styles.todo}>
            <span className={styles.tick}>{task.done ? <CheckIcon width={16} height={16} /> : null}</span>
            {task.href && !task.done ? (
              <Link to={task.href} className={styles.label}>
                {task.label}
              </Link>
            ) : (
              <span className={styles.label}>{task.label}</span>
            )}
            <span className={styles.state}>{task.done ? 'Done' : 'To do'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
