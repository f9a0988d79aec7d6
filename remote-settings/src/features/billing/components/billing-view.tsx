import { BILLING_TYPE_OPTIONS, type Billing } from '@talentindia/contracts';
import { Button } from '@talentindia/ui';
import styles from './billing-view.module.css';

export interface BillingViewProps {
  billing: Billing;
  onEdit: () => void;
}

/** The stored billing details, read only (spec §4: view, then Edit Details). */
export function BillingView({ billing, onEdit }: BillingViewProps) {
  const type = BILLING_TYPE_OPTIONS.find((option) => option.wire === billing.type)?.label ?? '';
  const rows: [string, string | null][] = [
    ['Account type', type],
    ['Full name', billing.full_name],
    ['Address 1', billing.address1],
    ['Address 2', billing.address2],
    ['City', billing.city],
    ['State / Province', billing.state],
    ['Country', billing.country],
    ['Postcode / PIN code', billing.pincode],
    ['Tax ID / GSTIN', billing.tax_id],
  ];
  return (
    <div className={styles.card}>
      <dl className={styles.list}>
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Button onClick={onEdit}>Edit Details</Button>
    </div>
  );
}
