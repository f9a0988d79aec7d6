import { useId } from 'react';
import type { Invoice } from '@talentindia/contracts';
import { paymentInWords } from '../utils/invoice-text';
import { BilledTo } from './billed-to';
import { InvoiceAmounts } from './invoice-amounts';
import { InvoiceFacts } from './invoice-facts';
import { InvoiceRefunds } from './invoice-refunds';
import styles from './invoice-document.module.css';

/** Why the fee carries GST and the work none, or why nothing does (billed outside India). */
function taxNote(invoice: Invoice): string {
  const work = 'the work is billed for the freelancer and carries no GST from the platform';
  if (invoice.tax_treatment === 'none') return `No GST is charged: the client is billed outside India; ${work}.`;
  return `GST is charged on the marketplace fee (SAC ${invoice.sac_code}); ${work}.`;
}

/**
 * The invoice as a document, the same as its PDF: the platform (legal name, address, GSTIN), who is
 * billed, the facts, the amounts, the total in words (INR), where the payment stands and what was
 * refunded. It is what the page prints (`@media print` in the page's styles keeps only this).
 */
export function InvoiceDocument({ invoice, className }: { invoice: Invoice; className?: string }) {
  const id = useId();
  const { platform } = invoice;
  return (
    <article className={[styles.document, className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <header className={styles.top}>
        <div className={styles.platform}>
          <p className={styles.legalName}>{platform.legal_name}</p>
          <address className={styles.address}>
            {platform.address_lines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
          <p className={styles.gstin}>GSTIN: {platform.gstin}</p>
        </div>
        <h2 id={`${id}-title`} className={styles.title}>
          Tax Invoice
        </h2>
      </header>

      <div className={styles.parties}>
        <BilledTo billedTo={invoice.billed_to} headingId={`${id}-billed-to`} />
        <InvoiceFacts invoice={invoice} />
      </div>

      <InvoiceAmounts invoice={invoice} />

      {invoice.amount_in_words ? (
        <p className={styles.words}>
          <span className={styles.label}>Amount in words: </span>
          {invoice.amount_in_words}
        </p>
      ) : null}

      <section className={styles.payment} aria-labelledby={`${id}-payment`}>
        <h3 id={`${id}-payment`} className={styles.label}>
          Payment
        </h3>
        <p className={styles.paymentText}>{paymentInWords(invoice)}</p>
      </section>

      {invoice.refunds.length > 0 ? <InvoiceRefunds invoice={invoice} /> : null}

      <p className={styles.note}>{taxNote(invoice)}</p>
    </article>
  );
}
