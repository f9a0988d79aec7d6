import { formatInvoiceMoney, type Money, type TransactionSummary as Summary } from '@talentindia/contracts';
import { SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import type { ApiError } from '@talentindia/core';
import type { TransactionSummaryData } from '../api/get-transaction-summary';
import styles from './transaction-summary.module.css';

const zero = (currency: Money['currency']): Summary => ({
  currency,
  contracts: 0,
  fees: { currency, amount: 0 },
  credits_used: { currency, amount: 0 },
  taxes: { currency, amount: 0 },
  total_spent: { currency, amount: 0 },
});

export interface TransactionSummaryProps {
  data: TransactionSummaryData | undefined;
  error: ApiError | null;
  /** The last answer stays while the new filters' is on its way. */
  stale: boolean;
  onRetry: () => void;
}

/**
 * Spec §2's summary of the filtered range: Contracts, Fees, Credits Used, Taxes, Total Spent. One
 * block per currency the rows are in; with no rows, zeros in the currency of the client's credits.
 */
export function TransactionSummary({ data, error, stale, onRetry }: TransactionSummaryProps) {
  let content;
  if (data === undefined && error) content = <LoadFailed message={error.message} onRetry={onRetry} />;
  else if (data === undefined) content = <SectionSkeleton label="the summary" rows={2} />;
  else {
    const summaries = data.summaries.length > 0 ? data.summaries : [zero(data.available_credits.currency)];
    const several = summaries.length > 1;
    content = (
      <div className={styles.blocks} aria-busy={stale || undefined}>
        {summaries.map((summary) => (
          <div
            key={summary.currency}
            role="group"
            aria-label={`Summary in ${summary.currency}`}
            className={styles.block}
          >
            {several ? <p className={styles.currency}>{summary.currency}</p> : null}
            <dl className={styles.figures}>
              <div className={styles.figure}>
                <dt>Contracts</dt>
                <dd>{summary.contracts}</dd>
              </div>
              <div className={styles.figure}>
                <dt>Fees</dt>
                <dd>{formatInvoiceMoney(summary.fees)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>Credits Used</dt>
                <dd>{formatInvoiceMoney(summary.credits_used)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>Taxes</dt>
                <dd>{formatInvoiceMoney(summary.taxes)}</dd>
              </div>
              <div className={`${styles.figure} ${styles.total}`}>
                <dt>Total Spent</dt>
                <dd>{formatInvoiceMoney(summary.total_spent)}</dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
    );
  }
  return (
    <section className={styles.summary} aria-labelledby="transaction-summary-heading">
      <h2 id="transaction-summary-heading" className={styles.heading}>
        Summary
      </h2>
      {content}
    </section>
  );
}
