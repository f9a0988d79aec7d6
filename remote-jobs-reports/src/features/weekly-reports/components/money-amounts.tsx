import { formatMoney, type Money } from '@talentindia/contracts';
import { VisuallyHidden } from '@talentindia/ui';
import styles from './money-amounts.module.css';

interface MoneyAmountsProps {
  amounts: Money[];
  /** Read out in place of the dash when there are none ("Nothing paid"). */
  none: string;
}

/** Amounts in one or more currencies, one a line (the api sums per currency); a dash when there are none. */
export function MoneyAmounts({ amounts, none }: MoneyAmountsProps) {
  if (amounts.length === 0) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{none}</VisuallyHidden>
      </>
    );
  }
  return (
    <span className={styles.amounts}>
      {amounts.map((amount) => (
        <span key={amount.currency}>{formatMoney(amount)}</span>
      ))}
    </span>
  );
}
