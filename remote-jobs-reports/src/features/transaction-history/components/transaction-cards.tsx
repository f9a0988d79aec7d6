import type { Ref } from 'react';
import { Link } from '@talentindia/router';
import { formatInvoiceMoney, type TransactionRow } from '@talentindia/contracts';
import { paths } from '../../../config/paths';
import { formatRowDate, formatRowType } from '../utils/transaction-text';
import styles from './transaction-cards.module.css';

export interface TransactionCardsProps {
  rows: TransactionRow[];
  busy: boolean;
  ref?: Ref<HTMLUListElement>;
}

/** The rows as cards at 900 px or less (spec §2), each with the table's columns and its invoice link. */
export function TransactionCards({ rows, busy, ref }: TransactionCardsProps) {
  return (
    <ul ref={ref} className={styles.cards} aria-label="Transactions" aria-busy={busy || undefined}>
      {rows.map((row) => (
        <li key={row.id} className={styles.card} data-row="">
          <p className={styles.title}>{row.contract.title}</p>
          <Link className={styles.details} to={paths.invoice(row.invoice.id)}>
            {row.details}
          </Link>
          <dl className={styles.facts}>
            <div>
              <dt>Date</dt>
              <dd>{formatRowDate(row.occurred_at)}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>
                {formatRowType(row.type)}
                {row.kind === 'refund' ? <span className={styles.refund}>Refund</span> : null}
              </dd>
            </div>
            <div>
              <dt>Freelancer</dt>
              <dd>{row.freelancer.name}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd className={styles.amount}>{formatInvoiceMoney(row.amount)}</dd>
            </div>
          </dl>
          <p className={styles.invoice}>Invoice {row.invoice.number}</p>
        </li>
      ))}
    </ul>
  );
}
