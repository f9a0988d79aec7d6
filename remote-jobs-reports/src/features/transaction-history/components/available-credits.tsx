import type { ReactNode } from 'react';
import { formatInvoiceMoney, type Money } from '@talentindia/contracts';
import { Skeleton } from '@talentindia/ui';
import styles from './available-credits.module.css';

export interface AvailableCreditsProps {
  /** The ledger's balance now; undefined while it loads, null when it could not be read. */
  credits: Money | null | undefined;
  /** A link beside the figure (to Credit History, or back to all transactions). */
  link?: ReactNode;
}

/** Spec §2: the "Available Credits" figure, whatever the filters. */
export function AvailableCredits({ credits, link }: AvailableCreditsProps) {
  let figure;
  if (credits === undefined) figure = <Skeleton width="8rem" height="1.75rem" />;
  else if (credits === null) figure = <span className={styles.unknown}>Not available</span>;
  else figure = formatInvoiceMoney(credits);
  return (
    <section className={styles.card} aria-label="Available Credits" aria-busy={credits === undefined || undefined}>
      <div>
        <p className={styles.label}>Available Credits</p>
        <p className={styles.amount}>{figure}</p>
      </div>
      {link}
    </section>
  );
}
