import type { ReportFilters } from '@talentindia/contracts';
import { apiClient, toApiError } from '@talentindia/core';
import { reportSearchParams } from './report-search-params';

/** What Transaction History downloads: its rows as CSV, or the range's invoices as PDFs in a ZIP. */
export type ReportFile = 'csv' | 'zip';

const FILES: Record<ReportFile, { path: string; name: string; extension: string }> = {
  csv: { path: 'reports/transactions.csv', name: 'transactions', extension: 'csv' },
  zip: { path: 'reports/invoices.zip', name: 'invoices', extension: 'zip' },
};

/** How long the downloaded file's address lives: the browser has started saving it well before. */
const FILE_URL_LIFETIME_MS = 60_000;

/** A ZIP of up to 500 invoices takes the api a while to make: longer than the client's usual 30 s. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * The saved file's name, after its range, as the api names it (its Content-Disposition is not
 * readable across origins): `transactions-2026-03-09-2026-03-10.csv`, `invoices-early-2026-03-10.zip`.
 */
export function reportFileName(file: ReportFile, filters: Pick<ReportFilters, 'from' | 'to'>): string {
  const { name, extension } = FILES[file];
  return `${name}-${filters.from ?? 'early'}-${filters.to ?? 'continuous'}.${extension}`;
}

/**
 * Downloads `GET /reports/transactions.csv` or `/reports/invoices.zip` for the filters. The api gives
 * them only with the session's Bearer token, which a plain link cannot send, so the file is fetched
 * through the api client and saved from a local address (as an invoice's PDF is). A refusal throws
 * the api's message (a range with more than 500 invoices, or none).
 */
export async function downloadReportFile(file: ReportFile, filters: ReportFilters): Promise<void> {
  let blob: Blob;
  try {
    blob = await apiClient()
      .get(FILES[file].path, { searchParams: reportSearchParams(filters), timeout: DOWNLOAD_TIMEOUT_MS })
      .blob();
  } catch (error) {
    throw await toApiError(error);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(file, filters);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), FILE_URL_LIFETIME_MS);
}
