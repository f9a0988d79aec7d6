import type { Invoice } from '@talentindia/contracts';
import { Button } from '@talentindia/ui';
import { DownloadPdfLink } from './download-pdf-link';
import styles from './invoice-actions.module.css';

/** Beside the title: the invoice as a PDF, or printed from the page. Neither is printed. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  return (
    <div className={styles.actions}>
      <DownloadPdfLink invoice={invoice} />
      <Button variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
    </div>
  );
}
