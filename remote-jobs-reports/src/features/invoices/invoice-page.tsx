import { useParams } from '@talentindia/router';
import { moneyMessages } from '@talentindia/contracts';
import { ButtonLink, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { paths } from '../../config/paths';
import { routeId } from '../../utils/route-id';
import { useInvoice } from './api/get-invoice';
import { InvoiceActions } from './components/invoice-actions';
import { InvoiceDocument } from './components/invoice-document';
import { InvoicePayment } from './components/invoice-payment';
import { INVOICE_NOT_FOUND_TITLE, INVOICE_TITLE, invoiceTitle } from './invoice-title';
import styles from './invoice-page.module.css';

/**
 * /reports/invoices/:id (issue 19 §2): one of the client's invoices as a document to read, print or
 * download, and paid again or confirmed from here while it is unpaid.
 */
export function InvoicePage() {
  const invoiceId = routeId(useParams().id);
  if (invoiceId === null) return <InvoiceNotFound />;
  return <InvoiceDetails key={invoiceId} invoiceId={invoiceId} />;
}

/** The api answers 404 for another client's invoice as for one that does not exist; so does an id that cannot be one. */
function InvoiceNotFound() {
  return (
    <PageFrame title={INVOICE_NOT_FOUND_TITLE}>
      <div className={styles.notFound}>
        <p className={styles.notFoundMessage}>{moneyMessages.invoiceNotFound}</p>
        <p>Your invoices are listed with your payments in Transaction History.</p>
        <ButtonLink to={paths.transactionHistory} variant="secondary">
          Go to Transaction History
        </ButtonLink>
      </div>
    </PageFrame>
  );
}

function InvoiceDetails({ invoiceId }: { invoiceId: number }) {
  const invoice = useInvoice(invoiceId);
  if (invoice.error?.status === 404) return <InvoiceNotFound />;

  let content;
  if (invoice.isError && !invoice.data) {
    content = <LoadFailed message={invoice.error.message} onRetry={() => void invoice.refetch()} />;
  } else if (!invoice.data) {
    content = <SectionSkeleton label="the invoice" rows={6} />;
  } else {
    content = (
      <>
        <InvoicePayment invoice={invoice.data} />
        <InvoiceDocument invoice={invoice.data} className={styles.printed} />
      </>
    );
  }

  return (
    <PageFrame
      title={invoice.data ? invoiceTitle(invoice.data.number) : INVOICE_TITLE}
      actions={invoice.data ? <InvoiceActions invoice={invoice.data} /> : null}
    >
      {content}
    </PageFrame>
  );
}
