import { useId } from 'react';
import type { Verification } from '@talentindia/contracts';
import { TaskChecklist, type ChecklistTask } from '@talentindia/ui/page-parts';
import { settingsHref, settingsPaths } from '../../../config/settings-paths';
import styles from './credits-offer.module.css';

/** Spec §2: "Claim $1000.00 Credits" for three tasks, each ticked from the account's real state. */
export function CreditsOffer({ offer }: { offer: Verification['credits_offer'] }) {
  const tasks: ChecklistTask[] = [
    // The email's link is resent on this page.
    { label: 'Verify your email address', done: offer.email_verified },
    { label: 'Complete your billing details', done: offer.billing_complete, href: settingsHref(settingsPaths.billing) },
    {
      label: 'Add a payment method',
      done: offer.payment_method_added,
      href: settingsHref(settingsPaths.paymentMethods),
    },
  ];
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>Claim $1000.00 Credits</h2>
      <p className={styles.lead}>Complete these three tasks to get $1000.00 in free credits.</p>
      <TaskChecklist tasks={tasks} className={styles.checklist} />
    </section>
  );
}
