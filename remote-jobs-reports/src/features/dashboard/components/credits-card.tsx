import { useId } from 'react';
import { formatMoney, marketplaceMessages, type CreditsClaim } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Link } from '@talentindia/router';
import { Button, WalletIcon } from '@talentindia/ui';
import { TaskChecklist, type ChecklistTask } from '@talentindia/ui/page-parts';
import { paths } from '../../../config/paths';
import { useClaimCredits } from '../api/claim-credits';
import styles from './credits-card.module.css';

/**
 * Spec §2, §9: "Claim $1000.00 Credits". The three tasks are ticked from the account's real state;
 * Claim is enabled once all three are done, and once claimed the card shows the balance instead.
 */
export function CreditsCard({ credits }: { credits: CreditsClaim }) {
  const headingId = useId();
  const hintId = useId();
  const claim = useClaimCredits();

  if (credits.claimed) {
    return (
      <section className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          Credits claimed
        </h2>
        <div className={styles.balance}>
          <WalletIcon className={styles.wallet} width={28} height={28} />
          <p className={styles.balanceText}>
            <span className={styles.balanceLabel}>Available credits</span>{' '}
            <span className={styles.amount}>{formatMoney(credits.balance)}</span>
          </p>
        </div>
        <p className={styles.lead}>Your $1000.00 in free credits are on your account.</p>
        <Link to={paths.creditHistory} className={styles.link}>
          View Credit History
        </Link>
      </section>
    );
  }

  const tasks: ChecklistTask[] = [
    { label: 'Verify email address', done: credits.tasks.email_verified, href: paths.settingsVerification },
    { label: 'Complete billing details', done: credits.tasks.billing_complete, href: paths.settingsBilling },
    { label: 'Add payment method', done: credits.tasks.payment_method, href: paths.settingsPaymentMethods },
  ];
  const ready = tasks.every((task) => task.done);

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error.message),
    });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Claim $1000.00 Credits
      </h2>
      <p className={styles.lead}>Complete these three tasks to get $1000.00 in free credits.</p>
      <TaskChecklist tasks={tasks} label="Tasks" />
      <div className={styles.actions}>
        <Button
          onClick={onClaim}
          disabled={!ready || claim.isPending}
          aria-busy={claim.isPending || undefined}
          aria-describedby={ready ? undefined : hintId}
        >
          Claim
        </Button>
        {ready ? null : (
          <p id={hintId} className={styles.hint}>
            {marketplaceMessages.creditsTasksIncomplete}
          </p>
        )}
      </div>
    </section>
  );
}
