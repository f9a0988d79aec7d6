import { useId } from 'react';
import { formatInvoiceMoney, INVOICE_REFUND_REASON_WORDS, type Invoice } from '@talentindia/contracts';
import { formatInvoiceDate, refundDestinations } from '../utils/invoice-text';
import styles from './invoice-refunds.module.css';

/**
 * What was given back from the invoice (issue 19: the invoice stays as issued, each refund is a
 * record of its own), oldest first: when, why, how much, and where it went; a card part the provider
 * has not confirmed yet is marked Pending. Like the amounts, the table scrolls inside its own region
 * on a narrow screen.
 */
export function InvoiceRefunds({ invoice }: { invoice: Invoice }) {
  const headingId = useId();
  return (
    <div className={styles.refunds}>
      <h3 id={headingId} className={styles.heading}>
        Refunds
      </h3>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reason</th>
              <th scope="col" className={styles.number}>
                Amount
              </th>
              <th scope="col">Returned</th>
            </tr>
          </thead>
          <tbody>
            {invoice.refunds.map((refund) => (
              <tr key={refund.id}>
                <td className={styles.date}>{formatInvoiceDate(refund.refunded_at)}</td>
                <td>{INVOICE_REFUND_REASON_WORDS[refund.reason]}</td>
                <td className={styles.number}>{formatInvoiceMoney(refund.total)}</td>
                <td>
                  <ul className={styles.places}>
                    {refundDestinations(refund, invoice.payment.card).map((place) => (
                      <li key={place.text}>
                        {place.text}
                        {place.pending ? (
                          <>
                            {' '}
                            <span className={styles.pending}>Pending</span>
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
