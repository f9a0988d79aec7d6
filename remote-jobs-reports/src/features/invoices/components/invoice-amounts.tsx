import { useId } from 'react';
import { formatInvoiceMoney, type Invoice, type Money } from '@talentindia/contracts';
import styles from './invoice-amounts.module.css';

/**
 * The invoice's lines (the work, the marketplace fee, and CGST + SGST or IGST on the fee, each with
 * its rate) and its totals: what the work, the fee and the tax come to, the total, what credits paid
 * and what the card pays, and after any refund what was refunded and the net paid. On a narrow screen the table scrolls sideways inside its own region rather
 * than the page.
 */
export function InvoiceAmounts({ invoice }: { invoice: Invoice }) {
  const captionId = useId();
  const paidByCard = invoice.payment.status === 'paid' && !invoice.payment.paid_by_credits;
  const totals: { label: string; amount: Money; strong?: boolean }[] = [
    { label: 'Work', amount: invoice.work },
    { label: 'Marketplace fee', amount: invoice.fee },
    { label: invoice.tax_treatment === 'none' ? 'GST (not charged)' : 'GST', amount: invoice.tax },
    { label: 'Total', amount: invoice.total, strong: true },
    { label: 'Credits used', amount: invoice.credits_used },
    { label: paidByCard ? 'Paid by card' : 'Card part', amount: invoice.card_part },
  ];
  // The invoice stays as issued; what was given back since is told after it (the refunds are listed below).
  if (invoice.refunds.length > 0) {
    totals.push({ label: 'Refunded', amount: invoice.refunded_total });
    totals.push({ label: 'Net paid', amount: invoice.net_paid, strong: true });
  }

  return (
    // A region of its own that takes the keyboard's focus, so it can be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Amounts ({invoice.currency})
        </caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className={styles.number}>
              Rate
            </th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.kind}>
              <td className={styles.description}>{line.description}</td>
              <td className={styles.number}>{line.rate_percent === null ? '' : `${line.rate_percent}%`}</td>
              <td className={styles.number}>{formatInvoiceMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map((row) => (
            <tr key={row.label} className={row.strong ? styles.strong : undefined}>
              <th scope="row" colSpan={2}>
                {row.label}
              </th>
              <td className={styles.number}>{formatInvoiceMoney(row.amount)}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
