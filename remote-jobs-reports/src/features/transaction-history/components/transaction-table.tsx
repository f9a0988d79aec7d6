import type { Ref } from 'react';
import { Link } from '@talentindia/router';
import { formatInvoiceMoney, type TransactionRow } from '@talentindia/contracts';
import { paths } from '../../../config/paths';
import { formatRowDate, formatRowType } from '../utils/transaction-text';
import styles from './transaction-table.module.css';

export interface TransactionTableProps {
  rows: TransactionRow[];
  busy: boolean;
  ref?: Ref<HTMLTableElement>;
}

/**
 * Spec §2's table, wider than 900 px: Date, Type, Contract/Details, Freelancer, Amount. Each row's
 * details link to its invoice; a refund says so and its amount is negative.
 */
export function TransactionTable({ rows, busy, ref }: TransactionTableProps) {
  return (
    <table ref={ref} className={styles.table} aria-label="Transactions" aria-busy={busy || undefined}>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Type</th>
          <th scope="col">Contract/Details</th>
          <th scope="col">Freelancer</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-row="">
            <td className={styles.date}>{formatRowDate(row.occurred_at)}</td>
            <td>
              {formatRowType(row.type)}
              {row.kind === 'refund' ? <span className={styles.refund}>Refund</span> : null}
            </td>
            <td>
              <div className={styles.contract}>
                <span className={styles.title}>{row.contract.title}</span>
                <Link className={styles.details} to={paths.invoice(row.invoice.id)}>
                  {row.details}
                </Link>
                <span className={styles.invoice}>Invoice {row.invoice.number}</span>
              </div>
            </td>
            <td>{row.freelancer.name}</td>
            <td className={styles.amount}>{formatInvoiceMoney(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
