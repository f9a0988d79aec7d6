import { WalletIcon } from '@talentindia/ui';
import { FREE_CREDITS } from '../../../content/free-credits';
import styles from './credits-offer.module.css';

const claimSteps = ['Verify your email address', 'Complete your billing details', 'Add a payment method'];

/** The free-credits promise (spec §1) and the three tasks that claim the credits on the dashboard (spec §2). */
export function CreditsOffer() {
  return (
    <div className={styles.card}>
      <span className={styles.icon}>
        <WalletIcon width={28} height={28} />
      </span>
      <h2 className={styles.title}>New clients get {FREE_CREDITS} in free credits</h2>
      <p className={styles.text}>Sign up, finish three quick steps and spend the credits on your first hires:</p>
      <ol className={styles.steps}>
        {claimSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
