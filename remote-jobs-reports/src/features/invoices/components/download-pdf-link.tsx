import { useState, type MouseEvent } from 'react';
import { invoiceFileName, type Invoice } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { downloadInvoicePdf, invoicePdfUrl } from '../api/download-invoice-pdf';
import styles from './download-pdf-link.module.css';

/**
 * "Download PDF": a link to the api's PDF, named as the file saves. The api gives it only with the
 * session's token, so a click fetches it through the api client and saves it (a failure says why).
 */
export function DownloadPdfLink({ invoice }: { invoice: Pick<Invoice, 'id' | 'number'> }) {
  const [downloading, setDownloading] = useState(false);
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    downloadInvoicePdf(invoice)
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setDownloading(false));
  };
  return (
    <a
      className={styles.link}
      href={invoicePdfUrl(invoice.id)}
      download={invoiceFileName(invoice.number)}
      onClick={download}
      aria-disabled={downloading || undefined}
      aria-busy={downloading || undefined}
    >
      Download PDF
    </a>
  );
}
