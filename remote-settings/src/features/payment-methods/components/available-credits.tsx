import { formatMoney, type Money } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { WalletIcon } from '@talentindia/ui';
import styles from './available-credits.module.css';

/** Spec §2: the transaction history, filtered to credit entries. */
export const CREDIT_HISTORY_HREF = '/reports/transaction-history?type=credits';

/** Spec §2, §3: the credits balance with its currency symbol (0.00 by default) and a way to its history. */
export function AvailableCredits({ credits }: { credits: Money }) {
  return (
    <section className={styles.card} aria-labelledby="available-credits-heading">
      <WalletIcon className={styles.icon} width={28} height={28} />
      <div className={styles.text}>
        <h2 id="available-credits-heading" className={styles.heading}>
          Available Credits
        </h2>
        <p className={styles.amount}>{formatMoney(credits)}</p>
      </div>
      <Link to={CREDIT_HISTORY_HREF} className={styles.link}>
        View Credit History
      </Link>
    </section>
  );
}
