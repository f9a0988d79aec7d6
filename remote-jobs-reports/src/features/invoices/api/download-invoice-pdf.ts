import { invoiceFileName, type Invoice } from '@talentindia/contracts';
import { apiClient, getRuntimeConfig, toApiError } from '@talentindia/core';

/** `GET /invoices/:id/pdf` as an address: what the Download PDF link points at. */
export function invoicePdfUrl(invoiceId: number): string {
  return `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/invoices/${invoiceId}/pdf`;
}

/** How long the downloaded file's address lives: the browser has started saving it well before. */
const FILE_URL_LIFETIME_MS = 60_000;

/**
 * Downloads the invoice's PDF as `invoice-TI-2627-00000001.pdf`. The api gives it only with the
 * session's Bearer token, which a plain link cannot send (and a link to another origin loses its
 * file name), so the file is fetched through the api client and saved from a local address.
 */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  let file: Blob;
  try {
    file = await apiClient().get(`invoices/${invoice.id}/pdf`).blob();
  } catch (error) {
    throw await toApiError(error);
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(invoice.number);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), FILE_URL_LIFETIME_MS);
}
