import type { Invoice } from '@talentindia/contracts';
import { formatInvoiceDate, formatPeriod, formatPlaceOfSupply } from '../utils/invoice-text';
import styles from './invoice-facts.module.css';

/**
 * The invoice's facts as a tax invoice lists them: its number and date, the place of supply and the
 * fee's SAC, then what it bills: an hourly week's period or a milestone, the contract and the freelancer.
 */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const facts: { label: string; value: string }[] = [
    { label: 'Invoice number', value: invoice.number },
    { label: 'Invoice date', value: formatInvoiceDate(invoice.issued_at) },
    { label: 'Place of supply', value: formatPlaceOfSupply(invoice) },
    { label: 'SAC', value: invoice.sac_code },
    invoice.period
      ? { label: 'Period', value: formatPeriod(invoice.period) }
      : { label: 'Milestone', value: invoice.milestone ?? invoice.description },
    { label: 'Contract', value: invoice.contract.title },
    { label: 'Freelancer', value: invoice.freelancer.name },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
