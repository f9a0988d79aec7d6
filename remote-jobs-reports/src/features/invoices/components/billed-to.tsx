import type { BilledTo as BilledToDetails } from '@talentindia/contracts';
import styles from './billed-to.module.css';

/**
 * Who the invoice is billed to, as their billing details were when it was issued: name, address,
 * and their GSTIN (billed in India) or other tax id when they gave one.
 */
export function BilledTo({ billedTo, headingId }: { billedTo: BilledToDetails | null; headingId: string }) {
  const cityLine = billedTo
    ? [billedTo.city, [billedTo.state, billedTo.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  const lines = billedTo ? [billedTo.address1, billedTo.address2, cityLine, billedTo.country].filter(Boolean) : [];
  return (
    <section className={styles.billedTo} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Billed to
      </h3>
      {billedTo ? (
        <>
          {billedTo.name ? <p className={styles.name}>{billedTo.name}</p> : null}
          {lines.length > 0 ? (
            <address className={styles.address}>
              {lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          ) : null}
          {billedTo.tax_id ? (
            <p className={styles.taxId}>
              {billedTo.country === 'India' ? 'GSTIN' : 'Tax ID'}: {billedTo.tax_id}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.none}>No billing details were saved.</p>
      )}
    </section>
  );
}
